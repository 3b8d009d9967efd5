// The production build served by `membership-site preview`, as every other e2e test sees it.
import { E2E_ORIGIN } from "../e2eEnv.ts";
import { describeHost } from "./hostChecks.ts";

describeHost("membership-site preview", async () => ({ origin: E2E_ORIGIN, stop: async () => {} }));
