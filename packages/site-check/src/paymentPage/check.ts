// PCI DSS 4.0 req. 11.6.1: loads the payment page in Chromium and compares it with the record its build wrote
// (deploy/payment-page.json): the content hash of every script of the site's own origin, the integrity attributes the
// page carries, the CSP hash of every inline script, the third-party scripts' addresses and every security header.
// Used by the site's e2e suite and by `membership-site-check payment-page URL`.

import {
  cspHashOf,
  type PaymentPageRecord,
  planFormTypes,
  sriOf,
  storedPlanEntry,
} from "@membership/site-kit/hosting";
import type { Page } from "playwright-core";
import { reachForPage } from "../hydration.js";
import { importMapIntegrity, type ScriptReference, scriptsInDocument } from "./documentScripts.js";
import { headerDrift, type PaymentPageReport, type ScriptResult } from "./report.js";

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

// Each script against the record: a first-party file by the hash the server sends now and the integrity the page
// carries, a third party by its recorded prefix, an inline script by its CSP hash.
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
  // The URL's path as the record names its scripts ("/assets/x.js"), a query kept: the build links none.
  const path = `${url.pathname}${url.search}`;
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
