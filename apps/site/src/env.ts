// Pure reading of the site's VITE_* variables: used by src/config.ts (in the bundle) and by vite.config.ts (at build time).
import type { SiteConfig } from "@membership/content";

/** Backend calls of packages/api: where they go and the secrets they carry. */
export interface ApiConfig {
  /** Base URL without a trailing slash, e.g. "https://api.example.com". */
  host: string;
  /** The form-data field `token` of every relay message. */
  relayToken: string;
  /** UTF-8 key of the AES-CBC payment encryption (16, 24 or 32 bytes). */
  encryptionKey: string;
  /** The API key placed inside the payment order. */
  paymentApiKey: string;
}

export interface SiteEnv {
  siteConfig: SiteConfig;
  apiConfig: ApiConfig;
  /** reCAPTCHA v2 site key; "" means the labelled sandbox captcha stands in. */
  recaptchaSiteKey: string;
  /** True when no site key is configured and the sandbox captcha is shown. */
  sandboxCaptcha: boolean;
  /** URL of the live-chat script; "" means no chat widget. */
  chatScriptUrl: string;
}

export const SITE_ENV_VARIABLES = [
  "VITE_API_HOST",
  "VITE_RELAY_TOKEN",
  "VITE_PAYMENT_ENCRYPTION_KEY",
  "VITE_PAYMENT_API_KEY",
  "VITE_SUPPORT_EMAIL",
  "VITE_SUPPORT_PHONE",
  "VITE_RECAPTCHA_SITE_KEY",
  "VITE_CHAT_SCRIPT_URL",
  "VITE_MEMBER_PORTAL_URL",
  "VITE_SITE_DOMAIN",
  "VITE_BRAND_NAME",
  "VITE_ADDRESS_STREET",
  "VITE_ADDRESS_CITY",
  "VITE_ADDRESS_STATE",
  "VITE_ADDRESS_ZIP",
  "VITE_FACEBOOK_URL",
  "VITE_INSTAGRAM_URL",
] as const;

export type SiteEnvVariable = (typeof SITE_ENV_VARIABLES)[number];

/** Safe defaults: a build without configuration talks to the local sandbox and shows neutral brand values. */
export const SANDBOX_DEFAULTS = {
  VITE_API_HOST: "http://127.0.0.1:8787",
  VITE_RELAY_TOKEN: "sandbox-relay-token",
  VITE_PAYMENT_ENCRYPTION_KEY: "sandbox-encryption-key-32-bytes!",
  VITE_PAYMENT_API_KEY: "sandbox-api-key",
  VITE_SUPPORT_EMAIL: "support@example.com",
  VITE_SUPPORT_PHONE: "(800) 555-0100",
  VITE_RECAPTCHA_SITE_KEY: "",
  VITE_CHAT_SCRIPT_URL: "",
  VITE_MEMBER_PORTAL_URL: "https://portal.example.com",
  VITE_SITE_DOMAIN: "localhost",
  VITE_BRAND_NAME: "Telehealth Membership (sandbox)",
  VITE_ADDRESS_STREET: "100 Sandbox Avenue, Suite 200",
  VITE_ADDRESS_CITY: "Miami",
  VITE_ADDRESS_STATE: "FL",
  VITE_ADDRESS_ZIP: "33101",
  VITE_FACEBOOK_URL: "https://www.facebook.com/example",
  VITE_INSTAGRAM_URL: "https://www.instagram.com/example",
} as const satisfies Record<SiteEnvVariable, string>;

/** A production build refuses to fall back to the sandbox for these: they would ship sandbox secrets. */
export const REQUIRED_IN_PRODUCTION = [
  "VITE_RELAY_TOKEN",
  "VITE_PAYMENT_ENCRYPTION_KEY",
  "VITE_PAYMENT_API_KEY",
  "VITE_RECAPTCHA_SITE_KEY",
] as const satisfies readonly SiteEnvVariable[];

/** The opt-out for test and preview builds of the production bundle with sandbox values. */
export const ALLOW_SANDBOX_BUILD_VARIABLE = "SITE_ALLOW_SANDBOX_BUILD";

/** AES-128/192/256 keys: the byte lengths the payment backend accepts. */
const AES_KEY_BYTE_LENGTHS = [16, 24, 32] as const;

type RawEnv = Readonly<Record<string, unknown>>;

/** The trimmed value of a variable; "" when unset or not a string. */
function readVariable(env: RawEnv, name: SiteEnvVariable): string {
  const value = env[name];
  return typeof value === "string" ? value.trim() : "";
}

/** Every variable, with the sandbox default where unset: what vite.config.ts hands the bundle. */
export function resolvedEnvValues(env: RawEnv): Record<SiteEnvVariable, string> {
  return Object.fromEntries(
    SITE_ENV_VARIABLES.map((name) => [name, readVariable(env, name) || SANDBOX_DEFAULTS[name]]),
  ) as Record<SiteEnvVariable, string>;
}

/** The site's configuration from the variables, defaults applied. */
export function readSiteEnv(env: RawEnv): SiteEnv {
  return siteEnvFromValues(resolvedEnvValues(env));
}

/**
 * The site's configuration from values already resolved at build time. The bundle uses this one, so the
 * sandbox defaults (secrets among them) are not part of it unless they are the configured values.
 */
export function siteEnvFromValues(env: RawEnv): SiteEnv {
  const recaptchaSiteKey = readVariable(env, "VITE_RECAPTCHA_SITE_KEY");
  return {
    siteConfig: {
      brandName: readVariable(env, "VITE_BRAND_NAME"),
      supportPhone: readVariable(env, "VITE_SUPPORT_PHONE"),
      supportEmail: readVariable(env, "VITE_SUPPORT_EMAIL"),
      address: {
        street: readVariable(env, "VITE_ADDRESS_STREET"),
        city: readVariable(env, "VITE_ADDRESS_CITY"),
        state: readVariable(env, "VITE_ADDRESS_STATE"),
        zip: readVariable(env, "VITE_ADDRESS_ZIP"),
      },
      memberPortalUrl: readVariable(env, "VITE_MEMBER_PORTAL_URL"),
      social: {
        facebookUrl: readVariable(env, "VITE_FACEBOOK_URL"),
        instagramUrl: readVariable(env, "VITE_INSTAGRAM_URL"),
      },
      siteDomain: readVariable(env, "VITE_SITE_DOMAIN"),
    },
    apiConfig: {
      host: readVariable(env, "VITE_API_HOST").replace(/\/+$/, ""),
      relayToken: readVariable(env, "VITE_RELAY_TOKEN"),
      encryptionKey: readVariable(env, "VITE_PAYMENT_ENCRYPTION_KEY"),
      paymentApiKey: readVariable(env, "VITE_PAYMENT_API_KEY"),
    },
    recaptchaSiteKey,
    sandboxCaptcha: recaptchaSiteKey === "",
    chatScriptUrl: readVariable(env, "VITE_CHAT_SCRIPT_URL"),
  };
}

/** Required production variables that are unset or blank, in the documented order. */
export function missingProductionVariables(env: RawEnv): SiteEnvVariable[] {
  return REQUIRED_IN_PRODUCTION.filter((name) => readVariable(env, name) === "");
}

/** Everything that makes a production build unsafe to ship, one message per problem; [] when fine. */
export function productionEnvProblems(env: RawEnv): string[] {
  const problems: string[] = [];
  const missing = missingProductionVariables(env);
  if (missing.length > 0) {
    problems.push(`Missing required variables: ${missing.join(", ")}.`);
  }
  // The sandbox's values are published in this repository: a build carrying them ships no secret at all.
  const sandboxValues = REQUIRED_IN_PRODUCTION.filter(
    (name) => SANDBOX_DEFAULTS[name] !== "" && readVariable(env, name) === SANDBOX_DEFAULTS[name],
  );
  if (sandboxValues.length > 0) {
    problems.push(`Sandbox values, public in the repository, in: ${sandboxValues.join(", ")}.`);
  }
  const key = readVariable(env, "VITE_PAYMENT_ENCRYPTION_KEY");
  const keyBytes = new TextEncoder().encode(key).length;
  if (key !== "" && !(AES_KEY_BYTE_LENGTHS as readonly number[]).includes(keyBytes)) {
    problems.push(
      `VITE_PAYMENT_ENCRYPTION_KEY must be 16, 24 or 32 bytes of UTF-8 (AES-128/192/256); it is ${keyBytes}.`,
    );
  }
  return problems;
}

/** The message a failed production build prints. */
export function productionEnvErrorMessage(problems: readonly string[]): string {
  return [
    "The production build of apps/site is not configured:",
    ...problems.map((problem) => `  - ${problem}`),
    "Set them in the environment or in apps/site/.env.production (see apps/site/.env.example).",
    `Test and preview builds with sandbox values may set ${ALLOW_SANDBOX_BUILD_VARIABLE}=1 instead.`,
  ].join("\n");
}

/** Brand and host variables a production build silently fills with sandbox defaults: worth a warning. */
export function sandboxDefaultedVariables(env: RawEnv): SiteEnvVariable[] {
  const required: readonly SiteEnvVariable[] = REQUIRED_IN_PRODUCTION;
  return SITE_ENV_VARIABLES.filter(
    (name) =>
      !required.includes(name) && name !== "VITE_CHAT_SCRIPT_URL" && readVariable(env, name) === "",
  );
}
