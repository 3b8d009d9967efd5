// Every route of the site's production build against its baseline, with the e2e suite's fakes for chat and captcha.

import { captchaButton } from "@membership/test-fixtures/fake-recaptcha";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, PREMIUM_PLAN, seedStoredPlan, test } from "site/e2e/fixtures.ts";
import { expectMatchesBaseline, freezeClock } from "./capture.ts";
import { siteRoutes } from "./siteRoutes.ts";

/** The captcha's chunk and (fake) Google script load in sequence; on a loaded 2-core machine that takes seconds. */
const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

/** Scrolls through the page and back, so what loads on coming into view (the captcha) has loaded. */
async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  // Every form of the site has a captcha, loaded once it came near the viewport: bring each visible form's submit
  // button (the captcha sits just above it) into view, as a visitor does, and wait until the form shows it. A quick
  // scroll-through alone can pass the form before a busy machine has loaded its widget.
  for (const form of await page.locator("form:visible").all()) {
    await form.locator('[type="submit"]').last().scrollIntoViewIfNeeded();
    await expect(captchaButton(form)).toBeVisible({ timeout: CAPTCHA_LOAD_TIMEOUT_MS });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const route of siteRoutes) {
  test(`route ${route.path} (${route.id})`, async ({ page }, testInfo) => {
    await freezeClock(page);
    // The checkout page stays only with a chosen plan.
    await seedStoredPlan(page, JSON.stringify(PREMIUM_PLAN));
    await gotoHydrated(page, route.path);
    await revealWholePage(page);
    await expectMatchesBaseline(page, testInfo, ["routes", route.baseline, testInfo.project.name], {
      // The live site shows Google's widget there; the baseline marks its place instead of the test's stand-in.
      mask: [captchaButton(page)],
    });
  });
}
