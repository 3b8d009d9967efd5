// The production build served by Cloudflare's own engine, offline (`wrangler pages dev`: the Pages asset server in
// workerd), with the files `membership-site deploy-config --host cloudflare-pages` writes.
import { startWrangler } from "@membership/test-fixtures/wrangler";
import { E2E_PORT } from "../e2eEnv.ts";
import { deployedCopy } from "./deployedCopy.ts";
import { describeHost } from "./hostChecks.ts";

const WRANGLER_PORT = Number(process.env.SITE_E2E_WRANGLER_PORT ?? E2E_PORT + 2);

describeHost(
  "Cloudflare Pages",
  async () => {
    const copy = await deployedCopy("cloudflare-pages");
    const wrangler = await startWrangler(copy.dist, WRANGLER_PORT);
    return {
      origin: wrangler.origin,
      stop: async () => {
        await wrangler.stop();
        await copy.remove();
      },
    };
  },
  // The walk an operator runs after the first deploy, on the engine a reseller deploys to.
  { smokeWalk: true },
);
