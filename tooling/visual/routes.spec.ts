// Every route of the site's production build against its baseline, with the e2e suite's fakes for chat and captcha.
import type { Page } from "@playwright/test";
import {
  expect,
  gotoHydrated,
  PREMIUM_PLAN,
  seedStoredPlan,
  test,
} from "../../apps/site/e2e/fixtures.ts";
import { captchaButton } from "../../apps/site/e2e/journeys/fakeRecaptcha.ts";
import { expectMatchesBaseline, freezeClock } from "./capture.ts";
import { siteRoutes } from "./siteRoutes.ts";

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
  // Every form of the site has a captcha, loaded once it came into view: wait until each visible form shows it.
  for (const form of await page.locator("form:visible").all()) {
    await expect(captchaButton(form)).toBeVisible();
  }
}

for (const route of siteRoutes) {
  test(`route ${route.path} (${route.id})`, async ({ page }, testInfo) => {
    await freezeClock(page);
    // The checkout page stays only with a chosen plan.
    await seedStoredPlan(page, JSON.stringify(PREMIUM_PLAN));
    await gotoHydrated(page, route.path);
    await revealWholePage(page);
    await expectMatchesBaseline(page, testInfo, ["routes", route.baseline], {
      // The live site shows Google's widget there; the baseline marks its place instead of the test's stand-in.
      mask: [captchaButton(page)],
    });
  });
}
