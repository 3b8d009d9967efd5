// `pnpm --filter site size`: fails when the built site's JavaScript grows past its budgets (gzip -9, deterministic), or
// a page's HTML past its first round trip.
// Checks dist/ (SITE_DIST_DIR overrides) after `pnpm --filter site build`:
// - each page's JS on arrival (its entry, as its loader or tag brings it) and once the app comes in (entry + modulepreload + their
//   static imports) against their budgets;
// - each chunk against the budget of its name (the entry, every page's own chunk, the form chunks);
// - Formik, Yup and reCAPTCHA stay out of every page without a form, and reCAPTCHA out of every first load;
// - each page's HTML, as the preview sends it with Brotli (the build's own), arrives in the first round trip.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { createStaticServer, type HostingPolicy, hostingFiles } from "@membership/site-kit/hosting";
import { initialJsOf } from "./distScripts.ts";
import { printTable } from "./textTable.ts";

const distDir = resolve(import.meta.dirname, "..", process.env.SITE_DIST_DIR ?? "dist");
const KB = 1024;

/** JS a page fetches before the visitor reaches for it (ADR 0008): its entry. */
const ON_ARRIVAL_BUDGET = 3.2 * KB;

/** Initial JS per page once the app comes in, by HTML file; pages not listed get DEFAULT_ROUTE_BUDGET. */
// 126 kB and 152 kB since issue 38: the consent notice and its texts, the events' recorder, the third parties' list,
// the button of what loads on click (about 1.3 kB of gzip; a brand that declares none ships them unused). 127 kB and
// 153 kB since stop 50: the app's side of the notice shown before it (the takeover), which every page's app carries.
const DEFAULT_ROUTE_BUDGET = 127 * KB;
// 150 kB since issue 37: the checkout's order record shared by tabs, and its three texts.
const FORM_ROUTE_BUDGET = 153 * KB;
const ROUTE_BUDGETS: Readonly<Record<string, number>> = {
  "contact.html": FORM_ROUTE_BUDGET,
  "cancel-service.html": FORM_ROUTE_BUDGET,
  "checkout.html": FORM_ROUTE_BUDGET,
};

/** Chunk budgets by name (the part of `assets/NAME-hash.js` before the hash); every chunk needs one. */
const CHUNK_BUDGETS: Readonly<Record<string, number>> = {
  // The entry: stores the page's section, loads the chat and imports its language's app when the page needs it (ADR
  // 0008). Vite's preload helper is inlined in it.
  entry: 3.2 * KB,
  "rolldown-runtime": 0.5 * KB,
  // What every language's app shares: React, React Router, styled-components, the frame, the page registry.
  app: 86 * KB,
  // A language's site: its texts, data and ui labels, and the start of the app (site-en-US, site-es-US).
  "site-en-US": 8.5 * KB,
  "site-es-US": 9 * KB,
  // What the app and the pages share: the ui components and the site's context.
  SiteContext: 21 * KB,
  // ui's modal and the dialog parts the app shares with the forms since the floating dialog's shell is in every page
  // (ADR 0010), and the events' recorder the forms share with the frame; the chunk is named after its first module.
  events: 2 * KB,
  react: 4 * KB,
  // Also carries the plan to the payment page's document in a cookie when storage refuses it (issue 21).
  storage: 1.5 * KB,
  HomePage: 3 * KB,
  AboutUsPage: 3 * KB,
  PricePage: 1 * KB,
  PolicyPage: 2 * KB,
  "policy-texts-en-US": 4.5 * KB,
  "policy-texts-es-US": 5 * KB,
  NotFoundPage: 1.5 * KB,
  ContactPage: 1 * KB,
  CancelServicePage: 1.5 * KB,
  // The checkout form itself: card formatting and brand, accepted cards, renewal line, repeat-order question (issue 14),
  // the billing values encrypted for the tab and the pending order (issue 21).
  // The shared order record and the single way out (issue 37).
  CheckoutPage: 5.5 * KB,
  // Shared by several pages.
  PageSection: 3.5 * KB,
  PlanCard: 2 * KB,
  SectionInfo: 1 * KB,
  TrialPlans: 1 * KB,
  SupportContactCard: 1.5 * KB,
  // The forms: Formik and the form components; the rules (Yup), the flows and the api client load after them.
  // Formik and the forms' shared parts, with the captcha line and messages shown on leaving a field (issue 14).
  SiteFormsTexts: 20 * KB,
  // Each language's forms catalogue (messages, dialogs, form texts), loaded with the form pages and the floating dialog.
  "forms-texts-en-US": 2.5 * KB,
  "forms-texts-es-US": 3 * KB,
  // The forms' messages module and the values they check.
  values: 1.5 * KB,
  // A form page's field checks before the app (ADR 0010): the language's start, the checks, the rules without Yup, and
  // what the hydrating form reads of them; with values, states and the forms catalogue the form loads anyway.
  "field-checks-en-US": 0.5 * KB,
  "field-checks-es-US": 0.5 * KB,
  earlyFieldChecks: 1 * KB,
  rules: 1.5 * KB,
  shownEarly: 1.5 * KB,
  states: 2 * KB,
  useFinishFlow: 0.5 * KB,
  TextAreaField: 0.5 * KB,
  SelectField: 0.5 * KB,
  // The submit flows with Yup and the rules (named after the checkout's flow, its first module).
  checkoutFlow: 21 * KB,
  rulesChunk: 1.5 * KB,
  services: 2.5 * KB,
  esm: 3.5 * KB, // react-google-recaptcha and its script loader (named after its lib/esm entry)
  FloatingCancelDialog: 2.5 * KB,
  chat: 1 * KB,
};

/** Strings that only the minified library carries: how its presence in a chunk is recognised. */
const FORM_LIBRARIES = {
  Formik: "FormikContext",
  Yup: "is a required field",
  reCAPTCHA: "recaptcha/api.js",
} as const;
const FORM_PAGES = new Set(["contact.html", "cancel-service.html", "checkout.html"]);

if (!existsSync(join(distDir, "index.html"))) {
  console.error(`No build in ${distDir}: run \`pnpm --filter site build\` first.`);
  process.exit(1);
}

const chunks = new Map<string, { gzip: number; code: string }>();
for (const name of readdirSync(join(distDir, "assets"))) {
  if (!name.endsWith(".js")) continue;
  const code = readFileSync(join(distDir, "assets", name));
  chunks.set(`assets/${name}`, {
    gzip: gzipSync(code, { level: 9 }).byteLength,
    code: code.toString("utf8"),
  });
}

const failures: string[] = [];
const rows: string[][] = [];
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function check(what: string, size: number, budget: number | undefined): void {
  const ok = budget !== undefined && size <= budget;
  rows.push([what, kb(size), budget === undefined ? "none" : kb(budget), ok ? "ok" : "OVER"]);
  if (budget === undefined) failures.push(`${what}: no budget; add one to bench/size-budget.ts`);
  else if (!ok) failures.push(`${what}: ${kb(size)} is over its budget of ${kb(budget)}`);
}

const pages = readdirSync(distDir)
  .filter((name) => name.endsWith(".html"))
  .sort();
for (const page of pages) {
  const { closure, onArrival } = initialJsOf(distDir, page, (path) => chunks.has(path));
  const gzipOf = (paths: string[]) =>
    paths.reduce((sum, path) => sum + (chunks.get(path)?.gzip ?? 0), 0);
  check(`page ${page} on arrival`, gzipOf(onArrival), ON_ARRIVAL_BUDGET);
  check(`page ${page}`, gzipOf(closure), ROUTE_BUDGETS[page] ?? DEFAULT_ROUTE_BUDGET);
  for (const [library, signature] of Object.entries(FORM_LIBRARIES)) {
    const allowed = library !== "reCAPTCHA" && FORM_PAGES.has(page);
    const carriers = closure.filter((path) => chunks.get(path)?.code.includes(signature));
    if (!allowed && carriers.length > 0) {
      failures.push(`page ${page} loads ${library} up front (${carriers.join(", ")})`);
    }
  }
}

/** What the first round trip carries: TCP's initial window, 10 segments of 1460 bytes (Lighthouse simulates it too). */
const FIRST_ROUND_TRIP = 14_600;

/** A page's answer as a browser that takes Brotli gets it from the preview: status line, headers and body, in bytes. */
function answerBytes(origin: string, urlPath: string): Promise<number> {
  return new Promise((done, fail) => {
    get(`${origin}${urlPath}`, { headers: { "Accept-Encoding": "br" } }, (response) => {
      const { rawHeaders, statusCode, statusMessage } = response;
      let bytes = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < rawHeaders.length; i += 2) {
        bytes += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
      }
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      response.on("end", () => done(bytes));
    }).on("error", fail);
  });
}

const policy: HostingPolicy = JSON.parse(readFileSync(hostingFiles(distDir).policyJson, "utf8"));
const server = createStaticServer(distDir, policy);
await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const htmlFiles = readdirSync(distDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".html"))
  .sort();
for (const file of htmlFiles) {
  // Each page at its address; a 404 page as a missing page of its language gets it.
  const urlPath = `/${file}`
    .replace(/404\.html$/, "no-such-page")
    .replace(/index\.html$/, "")
    .replace(/\.html$/, "");
  check(`HTML ${file}, Brotli and headers`, await answerBytes(origin, urlPath), FIRST_ROUND_TRIP);
}
await new Promise((closed) => server.close(closed));

for (const [path, { gzip }] of [...chunks.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const name = /^assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1] ?? path;
  check(`chunk ${name}`, gzip, CHUNK_BUDGETS[name]);
}

console.info(`\nJavaScript budgets (gzip -9) and first round trips of ${distDir}\n`);
printTable(null, rows);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget failure(s):\n  ${failures.join("\n  ")}\n`);
  process.exit(1);
}
console.info(`\nEvery page and chunk is within its budget.\n`);
