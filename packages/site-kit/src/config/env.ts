// The VITE_* variables of a site: its deployment (hosts, secrets, captcha, chat) and overrides of its brand values.
import { type ApiConfig, CSP_REPORTS_PATH, PAYMENT_KEY_BYTE_LENGTHS } from "@membership/api";
import {
  BRAND_VARIABLE_TABLE,
  BRAND_VARIABLES,
  type BrandVariable,
  configuredBrandValue,
} from "./brandVariables.js";
import type { BrandDefinition } from "./defineSiteConfig.js";

/** Backend calls of @membership/api: where they go and the secrets they carry, as the deployment sets them. */
export type ApiSettings = Pick<
  ApiConfig,
  "host" | "relayToken" | "paymentEncryptionKey" | "paymentApiKey"
>;

/** What the deployment decides, read from the build's variables. */
export interface DeploymentEnv {
  api: ApiSettings;
  /** reCAPTCHA v2 site key; "" means the labelled sandbox captcha stands in. */
  recaptchaSiteKey: string;
  /** True when no site key is configured and the sandbox captcha is shown. */
  sandboxCaptcha: boolean;
  /** URL of the live-chat script; "" means no chat widget. */
  chatScriptUrl: string;
  /** Where browsers report Content-Security-Policy violations: VITE_CSP_REPORT_URL, else the API host's collector. */
  cspReportUrl: string;
  /** Where the site sends its conversion events: VITE_EVENTS_ENDPOINT, else the definition's `events.endpoint`; "": none. */
  eventsEndpoint: string;
}

/** Variables of the deployment, each with the safe default that points at the local sandbox. */
export const SANDBOX_DEFAULTS = {
  VITE_API_HOST: "http://127.0.0.1:8787",
  VITE_RELAY_TOKEN: "sandbox-relay-token",
  VITE_PAYMENT_ENCRYPTION_KEY: "sandbox-encryption-key-32-bytes!",
  VITE_PAYMENT_API_KEY: "sandbox-api-key",
  VITE_RECAPTCHA_SITE_KEY: "",
  VITE_CHAT_SCRIPT_URL: "",
  VITE_CSP_REPORT_URL: "",
  VITE_EVENTS_ENDPOINT: "",
} as const;

export type DeploymentVariable = keyof typeof SANDBOX_DEFAULTS;

export { BRAND_VARIABLES, type BrandVariable };

export const SITE_ENV_VARIABLES = [
  ...(Object.keys(SANDBOX_DEFAULTS) as DeploymentVariable[]),
  ...BRAND_VARIABLES,
] as const;

export type SiteEnvVariable = DeploymentVariable | BrandVariable;

/** A production build refuses to fall back to the sandbox for these: they would ship sandbox secrets. */
export const REQUIRED_IN_PRODUCTION = [
  "VITE_API_HOST",
  "VITE_RELAY_TOKEN",
  "VITE_PAYMENT_ENCRYPTION_KEY",
  "VITE_PAYMENT_API_KEY",
  "VITE_RECAPTCHA_SITE_KEY",
] as const satisfies readonly DeploymentVariable[];

/** The opt-out for test and preview builds of the production bundle with sandbox values. */
export const ALLOW_SANDBOX_BUILD_VARIABLE = "SITE_ALLOW_SANDBOX_BUILD";

type RawEnv = Readonly<Record<string, unknown>>;

/** The trimmed value of a variable; "" when unset or not a string. */
function readVariable(env: RawEnv, name: string): string {
  const value = env[name];
  return typeof value === "string" ? value.trim() : "";
}

/** The deployment's values with the sandbox default where unset: what the build hands the bundle. */
export function resolvedDeploymentValues(env: RawEnv): Record<DeploymentVariable, string> {
  return Object.fromEntries(
    Object.entries(SANDBOX_DEFAULTS).map(([name, fallback]) => [
      name,
      readVariable(env, name) || fallback,
    ]),
  ) as Record<DeploymentVariable, string>;
}

/** The deployment a build with these variables gets: sandbox defaults where unset. */
export function readDeployment(env: RawEnv): DeploymentEnv {
  const values = resolvedDeploymentValues(env);
  const host = values.VITE_API_HOST.replace(/\/+$/, "");
  return {
    api: {
      host,
      relayToken: values.VITE_RELAY_TOKEN,
      paymentEncryptionKey: values.VITE_PAYMENT_ENCRYPTION_KEY,
      paymentApiKey: values.VITE_PAYMENT_API_KEY,
    },
    recaptchaSiteKey: values.VITE_RECAPTCHA_SITE_KEY,
    sandboxCaptcha: values.VITE_RECAPTCHA_SITE_KEY === "",
    chatScriptUrl: values.VITE_CHAT_SCRIPT_URL,
    cspReportUrl: values.VITE_CSP_REPORT_URL || `${host}${CSP_REPORTS_PATH}`,
    eventsEndpoint: values.VITE_EVENTS_ENDPOINT,
  };
}

/**
 * The configured brand with every brand variable that is set in its place: a fact kept when it has a value, a group
 * (the address, the social profiles) only when every part of it has one.
 */
export function brandWithOverrides(brand: BrandDefinition, env: RawEnv): BrandDefinition {
  const facts: Record<string, unknown> = {};
  const groups = new Map<string, Record<string, string> | null>();
  for (const { name, key } of BRAND_VARIABLE_TABLE) {
    const value = readVariable(env, name) || configuredBrandValue(brand, key);
    const [fact, part] = key;
    if (part === undefined) {
      if (value) facts[fact] = value;
      continue;
    }
    const group = groups.has(fact) ? groups.get(fact) : {};
    groups.set(fact, value && group ? { ...group, [part]: value } : null);
  }
  for (const [fact, group] of groups) if (group) facts[fact] = group;
  return facts as BrandDefinition;
}

/** The brand variables that are set, as the bundle receives them. */
export function brandVariableValues(env: RawEnv): Partial<Record<BrandVariable, string>> {
  return Object.fromEntries(
    BRAND_VARIABLES.map((name) => [name, readVariable(env, name)]).filter(([, value]) => value),
  );
}

/** Hosts a production build may reach over plain http: the machine it runs on. */
const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Deployment URLs a production build refuses even with sandbox values allowed: card orders and violation reports
 * never travel in clear text to another machine, and a URL that does not parse is a typo.
 */
export function insecureUrlProblems(env: RawEnv): string[] {
  const values = resolvedDeploymentValues(env);
  return (["VITE_API_HOST", "VITE_CSP_REPORT_URL"] as const).flatMap((name) => {
    const value = values[name];
    if (value === "") return [];
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return [`${name} is not a URL: ${value}.`];
    }
    if (url.protocol === "https:") return [];
    if (url.protocol === "http:" && LOCAL_HOSTS.includes(url.hostname)) return [];
    return [`${name} must be an https:// URL (http:// only for localhost): ${value}.`];
  });
}

/** Required production variables that are unset or blank, in the documented order. */
export function missingProductionVariables(env: RawEnv): DeploymentVariable[] {
  return REQUIRED_IN_PRODUCTION.filter((name) => readVariable(env, name) === "");
}

/** Everything that makes a production build unsafe to ship, one message per problem; [] when fine. */
export function productionEnvProblems(env: RawEnv): string[] {
  const problems: string[] = [];
  const missing = missingProductionVariables(env);
  if (missing.length > 0) {
    problems.push(`Missing required variables: ${missing.join(", ")}.`);
  }
  // The sandbox's values are published: a build carrying them ships no secret at all.
  const sandboxValues = REQUIRED_IN_PRODUCTION.filter(
    (name) => SANDBOX_DEFAULTS[name] !== "" && readVariable(env, name) === SANDBOX_DEFAULTS[name],
  );
  if (sandboxValues.length > 0) {
    problems.push(`Sandbox values, public in the repository, in: ${sandboxValues.join(", ")}.`);
  }
  problems.push(...insecureUrlProblems(env));
  const key = readVariable(env, "VITE_PAYMENT_ENCRYPTION_KEY");
  const keyBytes = new TextEncoder().encode(key).length;
  if (key !== "" && !(PAYMENT_KEY_BYTE_LENGTHS as readonly number[]).includes(keyBytes)) {
    problems.push(
      `VITE_PAYMENT_ENCRYPTION_KEY must be 16, 24 or 32 bytes of UTF-8 (AES-128/192/256); it is ${keyBytes}.`,
    );
  }
  return problems;
}

/** The message a failed production build prints: its problems, one a line, then how to fix them. */
export function productionBuildErrorMessage(
  problems: readonly string[],
  fixes: readonly string[],
): string {
  return [
    "The production build of the site is not configured:",
    ...problems.map((problem) => `  - ${problem}`),
    ...fixes,
  ].join("\n");
}

/** The message a production build with unsafe variables prints. */
export function productionEnvErrorMessage(problems: readonly string[]): string {
  return productionBuildErrorMessage(problems, [
    "Set them in the environment or in .env.production beside site.config.ts (see the site's .env.example).",
    `Test and preview builds with sandbox values may set ${ALLOW_SANDBOX_BUILD_VARIABLE}=1 instead.`,
  ]);
}
