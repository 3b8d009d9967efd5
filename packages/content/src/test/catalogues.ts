// The English catalogues, typed as the contract every locale's files follow.

import site from "../locales/en-US.json" with { type: "json" };
import policies from "../locales/en-US.policies.json" with { type: "json" };
import type { PolicyTexts, SiteTexts } from "../texts.js";

export const enSite: SiteTexts = site;
export const enPolicies: PolicyTexts = policies;
