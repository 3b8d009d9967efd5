// `membership-site-check payment-page https://www.example.com`: an operator's scheduled check (PCI DSS 4.0 req.
// 11.6.1). Opens /checkout in Chromium, compares its scripts with the inventory and its headers with the policy of the
// configuration in the environment (the same VITE_* values, or .env.production, as the build).

import { readDeployment } from "@membership/site-kit/hosting";
import { chromium, type Page } from "playwright-core";
import { loadEnv } from "vite";
import { chromiumLaunchOptions } from "../chromium.js";
import { checkPaymentPage, formatReport } from "./check.js";

export const CHECK_USAGE =
  "usage: membership-site-check payment-page https://www.example.com [--settle-ms 5000]";

export function parseCheckArguments(args: readonly string[]): { origin: string; settleMs: number } {
  const [target, ...rest] = args.filter((arg) => arg !== "--");
  if (!target || !/^https?:\/\//.test(target)) throw new Error(CHECK_USAGE);
  const settleIndex = rest.indexOf("--settle-ms");
  const settleMs = settleIndex === -1 ? 5000 : Number(rest[settleIndex + 1]);
  if (!Number.isFinite(settleMs) || settleMs < 0) throw new Error(CHECK_USAGE);
  return { origin: new URL(target).origin, settleMs };
}

/** Scripts added after load (chat after idle, captcha on mount) have time to arrive; a busy page is not waited for forever. */
async function settleFor(page: Page, settleMs: number): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
}

/** 0 when nothing drifted, 1 on drift. */
export async function checkPaymentPageCommand(
  siteDir: string,
  args: readonly string[],
): Promise<number> {
  const { origin, settleMs } = parseCheckArguments(args);
  const env = readDeployment(loadEnv("production", siteDir, "VITE_"));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const report = await checkPaymentPage(page, {
      origin,
      env,
      settle: (loaded) => settleFor(loaded, settleMs),
    });
    console.info(formatReport(report));
    return report.drift.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
  }
}
