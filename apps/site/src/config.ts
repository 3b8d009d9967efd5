// The site's configuration, read once from the VITE_* variables baked in at build time (vite.config.ts fills in defaults).
import { siteEnvFromValues } from "./env.ts";

export type { ApiConfig, SiteEnv } from "./env.ts";

export const { siteConfig, apiConfig, recaptchaSiteKey, sandboxCaptcha, chatScriptUrl } =
  siteEnvFromValues(import.meta.env);
