// `membership-site-check payment-page https://www.example.com`: an operator's scheduled check (PCI DSS 4.0 req.
// 11.6.1). Opens the payment page in Chromium and compares its scripts' content hashes and its headers with the record
// the build wrote (the site's deploy/payment-page.json, or --record FILE, the copy kept from the deployed release).

import { join, resolve } from "node:path";
import { hostingFiles, type PaymentPageRecord } from "@membership/site-kit/hosting";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../chromium.js";
import { checkPaymentPage } from "./check.js";
import { readPaymentPageRecord } from "./record.js";
import { formatReport } from "./report.js";

export const CHECK_USAGE =
  "usage: membership-site-check payment-page https://www.example.com [--record deploy/payment-page.json] [--settle-ms 5000]";

export interface CheckArguments {
  origin: string;
  /** The record's file, as given (relative to the site's folder), or null for the build's own. */
  record: string | null;
  settleMs: number;
}

/** The value after `name`, or undefined when the option is absent; a usage error when it has none. */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(CHECK_USAGE);
  return value;
}

export function parseCheckArguments(args: readonly string[]): CheckArguments {
  const [target, ...rest] = args.filter((arg) => arg !== "--");
  if (!target || !/^https?:\/\//.test(target)) throw new Error(CHECK_USAGE);
  const settle = option(rest, "--settle-ms");
  const settleMs = settle === undefined ? 5000 : Number(settle);
  if (!Number.isFinite(settleMs) || settleMs < 0) throw new Error(CHECK_USAGE);
  return { origin: new URL(target).origin, record: option(rest, "--record") ?? null, settleMs };
}

/** Scripts added after load (the captcha near the viewport) have time to arrive; a busy page is not waited for forever. */
async function settleFor(page: Page, settleMs: number): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
}

/**
 * 0 when the page is as the record says, 1 on drift, 2 when the check cannot run (usage, no record, no browser, no
 * answer). `browser` lets a test share one; the command otherwise starts Chromium and closes it.
 */
export async function checkPaymentPageCommand(
  siteDir: string,
  args: readonly string[],
  browser?: Browser,
): Promise<number> {
  let parsed: CheckArguments;
  let record: PaymentPageRecord;
  try {
    parsed = parseCheckArguments(args);
    const file = parsed.record
      ? resolve(siteDir, parsed.record)
      : hostingFiles(join(siteDir, "dist")).paymentPageJson;
    record = await readPaymentPageRecord(file);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { origin, settleMs } = parsed;
  let report: Awaited<ReturnType<typeof checkPaymentPage>>;
  let owned: Browser | null = null;
  let context: BrowserContext | null = null;
  try {
    owned = browser ? null : await chromium.launch(chromiumLaunchOptions);
    context = (await (browser ?? owned)?.newContext()) ?? null;
    if (!context) throw new Error("no browser");
    report = await checkPaymentPage(await context.newPage(), {
      origin,
      record,
      settle: (loaded) => settleFor(loaded, settleMs),
    });
  } catch (error) {
    console.error(`The payment page check could not run: ${(error as Error).message}`);
    return 2;
  } finally {
    await context?.close();
    await owned?.close();
  }
  console.info(formatReport(report));
  return report.drift.length === 0 ? 0 : 1;
}
