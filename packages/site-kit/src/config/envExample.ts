// The .env.example of a site: every VITE_* variable it reads, documented, with the value a build uses when it is unset.

import {
  BRAND_VARIABLE_TABLE,
  type BrandVariableEntry,
  configuredBrandValue,
} from "./brandVariables.js";
import type { BrandDefinition, SiteDefinition } from "./defineSiteConfig.js";
import { REQUIRED_IN_PRODUCTION, SANDBOX_DEFAULTS } from "./env.js";

const DEPLOYMENT_DOCS: Readonly<Record<keyof typeof SANDBOX_DEFAULTS, string>> = {
  VITE_API_HOST:
    "Base URL of the reseller's backend (/incoming, /cancelAgmProduct, /encryptionApi). Spec: {host}.\n" +
    "Required in production, over https:// (http:// only for localhost).",
  VITE_RELAY_TOKEN:
    "Fixed access token sent as the form-data field `token` of every relay message. Spec: {token}. Required in production.",
  VITE_PAYMENT_ENCRYPTION_KEY:
    "Key encrypting the payment order in the browser (AES-CBC): 16, 24 or 32 bytes of UTF-8. Required in production.",
  VITE_PAYMENT_API_KEY: "API key placed inside the payment order. Required in production.",
  VITE_RECAPTCHA_SITE_KEY:
    "reCAPTCHA v2 site key. Empty: a clearly labelled sandbox captcha stands in. Required in production.",
  VITE_CHAT_SCRIPT_URL:
    "URL of the third-party live-chat script, loaded once the page is interactive. Empty: no chat widget.\n" +
    "Never loaded on the payment page (/checkout), which runs no third-party script but the captcha.",
  VITE_CSP_REPORT_URL:
    "Where browsers send Content-Security-Policy violation reports (report-to, report-uri).\n" +
    "Empty: VITE_API_HOST + /csp-reports, which the sandbox collects into its outbox. https:// in production.",
  VITE_EVENTS_ENDPOINT:
    "Where the site sends its conversion events (page views, Buy, checkout, purchase outcome, contact and cancellation\n" +
    "sent), batched with sendBeacon and identifying no one. Empty: the definition's events.endpoint, else nothing is sent.\n" +
    "The development server beside a local sandbox sends them to its /events (pnpm funnel prints the funnel).",
};

const comment = (text: string) =>
  text
    .split("\n")
    .map((line) => `# ${line}`)
    .join("\n");

/** The site's third parties and events collector as .env.example names them: what its variables sit beside. */
function thirdPartyLines({
  integrations = [],
  events,
}: Pick<SiteDefinition, "integrations" | "events">): string[] {
  if (integrations.length === 0 && !events) return [];
  const pages = (entry: (typeof integrations)[number]) =>
    Array.isArray(entry.pages)
      ? `pages ${entry.pages.join(", ")}`
      : (entry.pages ?? "every-page-but-payment");
  return [
    "",
    comment(
      [
        "The site's third parties, declared once in its definition (`integrations`): each page's Content-Security-Policy,",
        "the loader and the privacy policy's table follow. No variable sets them but the chat's script and the captcha's key.",
        ...integrations.map(
          (entry) =>
            `  ${entry.id}: ${entry.purpose}, ${entry.script ?? "VITE_CHAT_SCRIPT_URL"}, consent ${entry.consent}, ` +
            `${pages(entry)}, loads ${entry.loads ?? "start"}; collects ${typeof entry.data === "string" ? entry.data : Object.values(entry.data)[0]}`,
        ),
        ...(events
          ? [
              `Conversion events go to ${events.endpoint} (events.endpoint) unless VITE_EVENTS_ENDPOINT is set.`,
            ]
          : []),
      ].join("\n"),
    ),
  ];
}

/** The .env.example of a site with this brand (and, when given, its third parties). */
export function envExample(
  brand: BrandDefinition & Pick<SiteDefinition, "integrations" | "events">,
): string {
  const deployment = Object.entries(SANDBOX_DEFAULTS).map(
    ([name, value]) =>
      `${comment(DEPLOYMENT_DOCS[name as keyof typeof SANDBOX_DEFAULTS])}\n${name}=${value}`,
  );
  const brandLines = BRAND_VARIABLE_TABLE.map(
    (entry: BrandVariableEntry) =>
      `${entry.doc ? `${comment(entry.doc)}\n` : ""}${entry.name}=${configuredBrandValue(brand, entry.key)}`,
  );
  return [
    comment(
      [
        "Deployment of this site. Every value is read at build time (the build bakes VITE_* into the bundle).",
        "Copy to .env.local (development) or .env.production (production build), or set them in the environment.",
        "The values below are what the site uses when a variable is unset or empty: the local sandbox backend of",
        "the development server, and the brand values of site.config.ts (which the brand variables replace when set).",
        "",
        "A production build fails, naming what is missing, unless",
        `${REQUIRED_IN_PRODUCTION.slice(0, -1).join(", ")} and ${REQUIRED_IN_PRODUCTION.at(-1)} are set.`,
        "Test and preview builds of the production bundle with these sandbox values set SITE_ALLOW_SANDBOX_BUILD=1",
        "in the environment (the test suites do); never set it for a deployment.",
      ].join("\n"),
    ).replace(/^# $/m, "#"),
    "",
    deployment.join("\n"),
    "",
    brandLines.join("\n"),
    ...thirdPartyLines(brand),
    "",
  ].join("\n");
}
