// The site's configuration, read once from the VITE_* variables baked in at build time.
import { readSiteEnv } from "./env.ts";

export type { ApiConfig, SiteEnv } from "./env.ts";

export const { siteConfig, apiConfig, recaptchaSiteKey, sandboxCaptcha, chatScriptUrl } =
  readSiteEnv(import.meta.env);
