// The hosting policy's inputs of a test build: fixed hashes, the payment page at /checkout, and the third parties of
// its variables and of `declared` (as site.config.ts's `integrations` writes them).

import type { DeploymentEnv } from "../config/env.js";
import type { IntegrationDefinition } from "../config/schema/integrations.js";
import type { PolicyInputs } from "../hosting/policy.js";
import { integrationsOfPolicy, siteIntegrations } from "../site/integrations.js";
import { KIT_PAGE_IDS } from "../site/kitPages.js";

export function policyInputs(
  env: DeploymentEnv,
  declared: IntegrationDefinition[] = [],
  { paymentPaths = ["/checkout"], languagePrefixes = [] as string[] } = {},
): PolicyInputs {
  return {
    paymentPaths,
    paymentScriptHashes: ["'sha256-importmap'", "'sha256-planform'"],
    loaderScriptHash: "'sha256-loader'",
    languagePrefixes,
    ...integrationsOfPolicy(siteIntegrations(declared, env), KIT_PAGE_IDS),
  };
}
