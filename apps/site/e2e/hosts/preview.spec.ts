// The production build served by `membership-site preview`, as every other e2e test sees it: what it answers here, as
// the other engines are checked; the other tests walk it in the browser (a console error, a CSP report included, fails them).
import { E2E_ORIGIN } from "../e2eEnv.ts";
import { describeHost } from "./hostChecks.ts";

describeHost(
  "membership-site preview",
  async () => ({ origin: E2E_ORIGIN, stop: async () => {} }),
  { browserWalks: false },
);
