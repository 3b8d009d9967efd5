// Pages restored from the back/forward cache (issue 37): they mount nothing, so what a page load does on arrival they
// do on `pageshow`. Playwright turns that cache off in every browser it starts; these tests start theirs with it on.

import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

test.use({
  launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] },
});

const storedSection = (page: Page) => page.evaluate(() => window.sessionStorage.getItem("section"));

test("a page back from the back/forward cache stores its own section again", async ({ page }) => {
  await gotoHydrated(page, "/about-us");
  expect(await storedSection(page)).toBe("about-us");
  // A mark in the document: it is still there only when Back restores this very document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await gotoHydrated(page, "/contact");
  await expect.poll(() => storedSection(page)).toBe("contact");
  // A restored page fires no load event: the traversal's commit is the arrival.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL("/about-us");
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  await expect.poll(() => storedSection(page)).toBe("about-us");
});
