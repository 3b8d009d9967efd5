// PCI DSS 4.0 req. 11.6.1: loads the payment page in Chromium and compares it with the record its build wrote
// (deploy/payment-page.json): the content hash of every script of the site's own origin, the integrity attributes the
// page carries, the CSP hash of every inline script, the third-party scripts' addresses and every security header.
// Used by the site's e2e suite and by `membership-site-check payment-page URL`.

import { readFile } from "node:fs/promises";
import {
  cspHashOf,
  type PaymentPageRecord,
  planFormTypes,
  sriOf,
  storedPlanEntry,
} from "@membership/site-kit/hosting";
import type { Page } from "playwright-core";
import { reachForPage } from "../hydration.js";

export interface HeaderResult {
  name: string;
  /** The value the record says a 200 answer of the payment page carries. */
  expected: string;
  /** The value the page answered with, or null when it sent none. */
  actual: string | null;
}

export interface ScriptResult {
  /** The script's URL, or "inline 'sha256-…'" for an inline script. */
  script: string;
  /** Its hash as served: the SRI value of a first-party file, the CSP hash of an inline script, null for a third party's. */
  hash: string | null;
  /** What the record says it is, or null when the record does not list it. */
  purpose: string | null;
  /** How it differs from the record; empty when it is as recorded. */
  drift: string[];
}

export interface PaymentPageReport {
  url: string;
  status: number | null;
  headers: HeaderResult[];
  scripts: ScriptResult[];
  /** Content-Security-Policy violations the page reported: something tried to run or load what the policy forbids. */
  cspViolations: string[];
  /** Every difference from the record; empty when the page is as the build left it. */
  drift: string[];
}

export interface PaymentPageCheckOptions {
  /** Site origin, e.g. https://www.example.com; the check opens ORIGIN + record.path. */
  origin: string;
  /** What the build says the payment page is: its deploy/payment-page.json (readPaymentPageRecord). */
  record: PaymentPageRecord;
  /** Waits until the page has loaded everything it loads on its own (the captcha near the viewport). */
  settle(page: Page): Promise<void>;
}

declare global {
  interface Window {
    __paymentPageCspViolations?: string[];
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === "string")
  );
}

function isListOf(value: unknown, fields: readonly string[]): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        fields.every((field) => typeof (item as Record<string, unknown>)[field] === "string"),
    )
  );
}

/** What is wrong with a parsed record, or null when it has the shape of a PaymentPageRecord. */
function recordProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return "it is not a JSON object";
  const record = value as Record<string, unknown>;
  if (typeof record.path !== "string" || !record.path.startsWith("/")) return "no path";
  if (!isStringRecord(record.headers)) return "no headers";
  if (!isListOf(record.scripts, ["path", "integrity", "purpose"])) return "no scripts";
  if (!isListOf(record.thirdParty, ["prefix", "purpose"])) return "no thirdParty";
  const hashes = record.inlineScriptHashes;
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === "string")) {
    return "no inlineScriptHashes";
  }
  return null;
}

/** The record a site's build wrote (deploy/payment-page.json), or an error saying what is missing. */
export async function readPaymentPageRecord(file: string): Promise<PaymentPageRecord> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === "ENOENT"
        ? `No payment-page record at ${file}: build the site (its build writes deploy/payment-page.json) or pass --record FILE, the record kept from the deployed release.`
        : `Cannot read the payment-page record ${file}: ${(error as Error).message}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`The payment-page record ${file} is not JSON: ${(error as Error).message}`);
  }
  const problem = recordProblem(parsed);
  if (problem) throw new Error(`${file} is not a payment-page record: ${problem}`);
  return parsed as PaymentPageRecord;
}

/** A script the document names: where, and the integrity attribute it carries (null when it has none). */
interface ScriptReference {
  kind: "<script src>" | "modulepreload link";
  url: string;
  integrity: string | null;
  /** A module script or a modulepreload: without an integrity attribute, the browser takes the import map's. */
  module: boolean;
}

interface DocumentScripts {
  /** The document's base URL, against which its import maps name their modules. */
  baseUrl: string;
  references: ScriptReference[];
  /** The exact text of each inline script the browser would run or read as an import map. */
  inline: { importMap: boolean; text: string }[];
}

/**
 * Every script the document holds: external script elements and modulepreload links (those of <template> elements
 * too, which the entry adds to the head later) with their integrity attribute, and the text of every inline script
 * whose type a browser runs, or reads as an import map (data blocks such as application/json are left out).
 */
function scriptsInDocument(page: Page): Promise<DocumentScripts> {
  return page.evaluate(() => {
    // The HTML standard's JavaScript MIME type essences, "module" and "importmap": a <script> of any other type is data.
    const JAVASCRIPT_TYPES = [
      "",
      "module",
      "importmap",
      "application/ecmascript",
      "application/javascript",
      "application/x-ecmascript",
      "application/x-javascript",
      "text/ecmascript",
      "text/javascript",
      "text/javascript1.0",
      "text/javascript1.1",
      "text/javascript1.2",
      "text/javascript1.3",
      "text/javascript1.4",
      "text/javascript1.5",
      "text/jscript",
      "text/livescript",
      "text/x-ecmascript",
      "text/x-javascript",
    ];
    const roots: ParentNode[] = [
      document,
      ...[...document.querySelectorAll("template")].map((template) => template.content),
    ];
    const references: {
      kind: "<script src>" | "modulepreload link";
      url: string;
      integrity: string | null;
      module: boolean;
    }[] = [];
    const inline: { importMap: boolean; text: string }[] = [];
    // A template's content lives in a document of its own, without the page's base URL.
    const resolve = (address: string | null) => {
      try {
        return new URL(address ?? "", document.baseURI).href;
      } catch {
        return address ?? "";
      }
    };
    for (const root of roots) {
      for (const script of root.querySelectorAll("script")) {
        const type = (script.getAttribute("type") ?? "").trim().toLowerCase();
        const runs = JAVASCRIPT_TYPES.includes(type);
        if (script.hasAttribute("src")) {
          if (runs && type !== "importmap") {
            references.push({
              kind: "<script src>",
              url: resolve(script.getAttribute("src")),
              integrity: script.getAttribute("integrity"),
              module: type === "module",
            });
          }
        } else if (runs) {
          inline.push({ importMap: type === "importmap", text: script.text });
        }
      }
      for (const link of root.querySelectorAll<HTMLLinkElement>("link[rel~='modulepreload' i]")) {
        references.push({
          kind: "modulepreload link",
          url: resolve(link.getAttribute("href")),
          integrity: link.getAttribute("integrity"),
          module: true,
        });
      }
    }
    return { baseUrl: document.baseURI, references, inline };
  });
}

/** The integrity the page's import maps give each module, by absolute URL (their own text is pinned by its hash). */
function importMapIntegrity(inDocument: DocumentScripts): Map<string, string> {
  const integrity = new Map<string, string>();
  for (const script of inDocument.inline.filter((inline) => inline.importMap)) {
    let entries: unknown;
    try {
      entries = (JSON.parse(script.text) as { integrity?: unknown }).integrity;
    } catch {
      continue; // a broken import map is drift by its hash already
    }
    if (typeof entries !== "object" || entries === null) continue;
    for (const [specifier, value] of Object.entries(entries)) {
      if (typeof value === "string" && URL.canParse(specifier, inDocument.baseUrl)) {
        const url = new URL(specifier, inDocument.baseUrl).href;
        if (!integrity.has(url)) integrity.set(url, value);
      }
    }
  }
  return integrity;
}

/** The SRI value of a file as the server sends it now (Node's fetch: no browser cache in between). */
async function serverHash(url: string): Promise<{ hash: string } | { error: string }> {
  try {
    const response = await fetch(url, { cache: "no-store", redirect: "manual" });
    if (response.status !== 200) return { error: `the server answers ${response.status}` };
    return { hash: sriOf(Buffer.from(await response.arrayBuffer())) };
  } catch (error) {
    return { error: `the server cannot be read: ${(error as Error).message}` };
  }
}

/** The URL's path as the record names its scripts ("/assets/x.js"), a query kept: the build links none. */
function recordedPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}

function shortText(text: string, length = 60): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > length ? `${oneLine.slice(0, length)}…` : oneLine;
}

async function checkFirstParty(
  url: URL,
  references: readonly ScriptReference[],
  record: PaymentPageRecord,
  mapIntegrity: ReadonlyMap<string, string>,
): Promise<ScriptResult> {
  const path = recordedPath(url);
  const recorded = record.scripts.find((script) => script.path === path);
  const served = await serverHash(url.href);
  const hash = "hash" in served ? served.hash : null;
  const drift: string[] = [];
  if (!recorded) {
    drift.push(
      `new script ${path} (${"hash" in served ? served.hash : served.error}): not in the record`,
    );
  } else {
    if ("error" in served) drift.push(`script ${path}: ${served.error}`);
    else if (served.hash !== recorded.integrity) {
      drift.push(
        `changed script ${path} under its old name: the record has ${recorded.integrity}, the server sends ${served.hash}`,
      );
    }
    for (const reference of references) {
      const mapped = reference.module ? mapIntegrity.get(url.href) : undefined;
      if (reference.integrity !== null) {
        if (reference.integrity.trim() !== recorded.integrity) {
          drift.push(
            `${reference.kind} ${path} has integrity "${reference.integrity}", the record has ${recorded.integrity}`,
          );
        }
      } else if (mapped === undefined) {
        // Vite's preload helper adds modulepreload links without the attribute: the import map pins those.
        drift.push(
          `${reference.kind} ${path} has no integrity attribute${reference.module ? " and the import map does not pin it" : ""}`,
        );
      } else if (mapped !== recorded.integrity) {
        drift.push(
          `${reference.kind} ${path} has no integrity attribute and the import map pins it to "${mapped}", the record has ${recorded.integrity}`,
        );
      }
    }
  }
  return { script: url.href, hash, purpose: recorded?.purpose ?? null, drift: [...new Set(drift)] };
}

function checkThirdParty(url: URL, record: PaymentPageRecord): ScriptResult {
  const authorised =
    url.protocol === "https:" || url.protocol === "http:"
      ? record.thirdParty.find((script) => url.href.startsWith(script.prefix))
      : undefined;
  const shown = url.protocol === "data:" ? shortText(url.href) : url.href;
  return {
    script: shown,
    hash: null,
    purpose: authorised?.purpose ?? null,
    drift: authorised
      ? []
      : [
          url.protocol === "https:" || url.protocol === "http:"
            ? `third-party script ${shown} matches no authorised prefix of the record`
            : `script from a ${url.protocol} URL: ${shown}`,
        ],
  };
}

function checkInline(text: string, record: PaymentPageRecord): ScriptResult {
  const hash = cspHashOf(text);
  const recorded = record.inlineScriptHashes.includes(hash);
  return {
    script: `inline ${hash}`,
    hash,
    purpose: recorded
      ? "An inline script of the build: the import map, or the script that shows the chosen plan's form."
      : null,
    drift: recorded ? [] : [`inline script ${hash} not in the record: "${shortText(text)}"`],
  };
}

function headerDrift(header: HeaderResult): string | null {
  if (header.actual === header.expected) return null;
  return header.actual === null
    ? `missing header ${header.name} (weakened): expected "${header.expected}"`
    : `header ${header.name}: expected "${header.expected}", got "${header.actual}"`;
}

export async function checkPaymentPage(
  page: Page,
  { origin, record, settle }: PaymentPageCheckOptions,
): Promise<PaymentPageReport> {
  const siteOrigin = new URL(origin).origin;
  const url = new URL(record.path, siteOrigin).href;
  const requested = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.add(request.url());
  });
  // A plan the page sells (the first it has a form for) stored as Buy stores it, so the page stays instead of sending
  // the visitor home.
  const html = await page.request
    .get(url)
    .then((answer) => answer.text())
    .catch(() => "");
  const [plan = ""] = planFormTypes(html);
  await page.addInitScript(([key, plan]) => {
    window.sessionStorage.setItem(key, plan);
    window.__paymentPageCspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__paymentPageCspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
      );
    });
  }, storedPlanEntry(plan));

  // A script whose integrity does not match is blocked, and the app never comes in: reaching for it longer is in vain.
  const blocked = new AbortController();
  page.on("console", (message) => {
    if (message.type() === "error" && /integrity/.test(message.text()))
      blocked.abort(new Error(message.text()));
  });

  const response = await page.goto(url, { waitUntil: "load" });
  // The app (and with it reCAPTCHA) loads once a visitor reaches for the page: the check reaches for it as one would.
  await reachForPage(page, undefined, blocked.signal).catch(() => {}); // a page that never hydrates is reported below (status, redirect, scripts)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settle(page);

  const actualHeaders = response ? await response.allHeaders() : {};
  const headers = Object.entries(record.headers).map(([name, expected]) => ({
    name,
    expected,
    actual: actualHeaders[name.toLowerCase()] ?? null,
  }));

  const inDocument = await scriptsInDocument(page);
  const mapIntegrity = importMapIntegrity(inDocument);
  const isFirstParty = (href: string) =>
    URL.canParse(href) &&
    new URL(href).origin === siteOrigin &&
    /^https?:$/.test(new URL(href).protocol);
  const referencesByUrl = new Map<string, ScriptReference[]>();
  for (const href of requested) referencesByUrl.set(href, []);
  for (const reference of inDocument.references) {
    referencesByUrl.set(reference.url, [...(referencesByUrl.get(reference.url) ?? []), reference]);
  }
  const external = await Promise.all(
    // The site's own scripts first, then the others, each by address.
    [...referencesByUrl]
      .sort(([a], [b]) => Number(!isFirstParty(a)) - Number(!isFirstParty(b)) || a.localeCompare(b))
      .map(([href, references]) => {
        if (!URL.canParse(href)) {
          return {
            script: href,
            hash: null,
            purpose: null,
            drift: [`script at ${href}: not a URL`],
          };
        }
        const scriptUrl = new URL(href);
        return isFirstParty(href)
          ? checkFirstParty(scriptUrl, references, record, mapIntegrity)
          : checkThirdParty(scriptUrl, record);
      }),
  );
  const inline = [...new Set(inDocument.inline.map((script) => script.text))].map((text) =>
    checkInline(text, record),
  );
  const scripts = [...external, ...inline];
  const cspViolations = await page.evaluate(() => window.__paymentPageCspViolations ?? []);

  const status = response?.status() ?? null;
  const finalPath = new URL(page.url()).pathname;
  const drift = [
    ...(status === 200 ? [] : [`${record.path} answered ${status ?? "nothing"}`]),
    ...(finalPath === record.path ? [] : [`${record.path} went to ${page.url()}`]),
    ...headers.flatMap((header) => headerDrift(header) ?? []),
    ...scripts.flatMap((script) => script.drift),
    ...cspViolations.map((violation) => `CSP violation: ${violation}`),
  ];
  return { url, status, headers, scripts, cspViolations, drift };
}

/** The report an operator reads: each header and script with its verdict, then the result. */
export function formatReport(report: PaymentPageReport): string {
  return [
    `Payment page check of ${report.url} (status ${report.status ?? "none"}) against the build's record`,
    "Security headers:",
    ...report.headers.map((header) => {
      const drift = headerDrift(header);
      return drift === null ? `  ok     ${header.name}` : `  DRIFT  ${drift}`;
    }),
    "Scripts:",
    ...report.scripts.flatMap((script) => {
      if (script.drift.length === 0) {
        const hash = script.hash && !script.script.startsWith("inline ") ? ` ${script.hash}` : "";
        return [`  ok     ${script.script}${hash} (${script.purpose ?? "authorised"})`];
      }
      return script.drift.map((line) => `  DRIFT  ${script.script}: ${line}`);
    }),
    ...(report.cspViolations.length > 0
      ? ["CSP violations:", ...report.cspViolations.map((violation) => `  DRIFT  ${violation}`)]
      : []),
    report.drift.length === 0
      ? "Result: OK, the payment page matches the build's record (script hashes and headers)."
      : `Result: DRIFT, ${report.drift.length} difference(s):\n${report.drift.map((line) => `  - ${line}`).join("\n")}`,
  ].join("\n");
}
