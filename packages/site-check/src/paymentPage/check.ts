// PCI DSS 4.0 req. 11.6.1: loads the payment page in Chromium and compares it with the record its build wrote
// (deploy/payment-page.json): the content hash of every script of the site's own origin, the integrity attributes the
// page carries, the CSP hash of every inline script, the third-party scripts' addresses and every security header.
// Used by the site's e2e suite and by `membership-site-check payment-page URL`.

import {
  type PaymentPageRecord,
  planFormTypes,
  storedPlanEntry,
} from "@membership/site-kit/hosting";
import type { Page } from "playwright-core";
import { reachForPage } from "../hydration.js";
import { importMapIntegrity, type ScriptReference, scriptsInDocument } from "./documentScripts.js";
import { headerDrift, type PaymentPageReport } from "./report.js";
import { checkFirstParty, checkInline, checkThirdParty } from "./scriptChecks.js";

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
