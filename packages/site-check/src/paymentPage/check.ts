// PCI DSS 4.0 req. 11.6.1: loads the payment page in Chromium and compares its scripts with the inventory and its
// security headers with the build's policy. Used by the e2e suite and by `pnpm check:payment-page URL`.

import {
  type DeploymentEnv,
  hostingPolicy,
  responseHeaders,
  storedPlanEntry,
} from "@membership/site-kit/hosting";
import type { Page } from "playwright-core";
import { type InventoryContext, inventoryEntryFor } from "./inventory.js";

/** A plan in session storage, so /checkout stays instead of sending the visitor home. */
const STORED_PLAN = storedPlanEntry("PREMIUM");

export interface ScriptSeen {
  /** URL, or "inline: <first characters>" for an inline script. */
  script: string;
  /** Inventory id, or null when the inventory does not list it. */
  inventoryId: string | null;
}

export interface HeaderResult {
  name: string;
  expected: string;
  actual: string | null;
}

export interface PaymentPageReport {
  url: string;
  status: number | null;
  headers: HeaderResult[];
  scripts: ScriptSeen[];
  /** Content-Security-Policy violations the page reported: something tried to run or load what the policy forbids. */
  cspViolations: string[];
  /** Every difference from what is expected; empty when the page is as authorised. */
  drift: string[];
}

export interface PaymentPageCheckOptions {
  /** Site origin, e.g. https://www.example.com; the check opens ORIGIN/checkout. */
  origin: string;
  /** The configuration the site was built with: it decides the expected headers and the chat URL. */
  env: DeploymentEnv;
  /** Waits until the page has loaded everything it loads on its own (chat after idle, captcha on mount). */
  settle(page: Page): Promise<void>;
}

declare global {
  interface Window {
    __paymentPageCspViolations?: string[];
  }
}

/** Every script element in the document: external ones by URL, inline executable ones by their start. */
function scriptsInDocument(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("script")].flatMap((script) => {
      if (script.src) return [script.src];
      const type = (script.type || "text/javascript").toLowerCase();
      const executable = ["text/javascript", "module", "application/javascript"].includes(type);
      return executable ? [`inline: ${script.text.trim().slice(0, 60)}`] : [];
    }),
  );
}

export async function checkPaymentPage(
  page: Page,
  { origin, env, settle }: PaymentPageCheckOptions,
): Promise<PaymentPageReport> {
  const url = new URL("/checkout", origin).href;
  const context: InventoryContext = {
    siteOrigin: new URL(origin).origin,
    chatScriptUrl: env.chatScriptUrl,
  };
  const requested = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.add(request.url());
  });
  await page.addInitScript(([key, plan]) => {
    window.sessionStorage.setItem(key, plan);
    window.__paymentPageCspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__paymentPageCspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
      );
    });
  }, STORED_PLAN);

  const response = await page.goto(url, { waitUntil: "load" });
  // The form renders after hydration and loads reCAPTCHA once near the viewport: scroll to the page's end once it is there.
  await page
    .locator("main form")
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {}); // a page without its form is reported below (status, redirect, missing scripts)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settle(page);

  const actualHeaders = response ? await response.allHeaders() : {};
  const expectedHeaders = responseHeaders(hostingPolicy(env), "/checkout", 200);
  const headers = Object.entries(expectedHeaders).map(([name, expected]) => ({
    name,
    expected,
    actual: actualHeaders[name.toLowerCase()] ?? null,
  }));
  const seen = new Set([...requested, ...(await scriptsInDocument(page))]);
  const scripts = [...seen].sort().map((script) => ({
    script,
    inventoryId: inventoryEntryFor(script, context)?.id ?? null,
  }));
  const cspViolations = await page.evaluate(() => window.__paymentPageCspViolations ?? []);

  const drift = [
    ...(response?.status() === 200
      ? []
      : [`/checkout answered ${response?.status() ?? "nothing"}`]),
    ...(new URL(page.url()).pathname === "/checkout" ? [] : [`/checkout went to ${page.url()}`]),
    ...headers
      .filter((header) => header.actual !== header.expected)
      .map(
        (header) =>
          `header ${header.name}: expected "${header.expected}", got ${header.actual === null ? "none" : `"${header.actual}"`}`,
      ),
    ...scripts
      .filter((script) => script.inventoryId === null)
      .map((script) => `script not in the inventory: ${script.script}`),
    ...cspViolations.map((violation) => `CSP violation: ${violation}`),
  ];
  return { url, status: response?.status() ?? null, headers, scripts, cspViolations, drift };
}

/** The report an operator reads: each header and script with its verdict, then the result. */
export function formatReport(report: PaymentPageReport): string {
  return [
    `Payment page check of ${report.url} (status ${report.status ?? "none"})`,
    "Security headers:",
    ...report.headers.map((header) =>
      header.actual === header.expected
        ? `  ok     ${header.name}`
        : `  DRIFT  ${header.name}: expected "${header.expected}", got ${header.actual === null ? "none" : `"${header.actual}"`}`,
    ),
    "Scripts:",
    ...report.scripts.map((script) =>
      script.inventoryId === null
        ? `  DRIFT  ${script.script} (not in docs/security/script-inventory.md)`
        : `  ok     ${script.script} (${script.inventoryId})`,
    ),
    ...(report.cspViolations.length > 0
      ? ["CSP violations:", ...report.cspViolations.map((violation) => `  DRIFT  ${violation}`)]
      : []),
    report.drift.length === 0
      ? "Result: OK, the payment page matches the inventory and the expected headers."
      : `Result: DRIFT, ${report.drift.length} difference(s):\n${report.drift.map((line) => `  - ${line}`).join("\n")}`,
  ].join("\n");
}
