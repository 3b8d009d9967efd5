// Every route in the browser: hydrates onto the prerendered DOM without errors; screenshots at both viewports.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { notFoundPage, type SitePage, sitePages } from "../src/pages/sitePages.ts";
import { E2E_BRAND_NAME, SCREENSHOT_DIR } from "./e2eEnv.ts";
import { expect, gotoHydrated, PREMIUM_PLAN, seedStoredPlan, test } from "./fixtures.ts";

const ROUTES: readonly { page: SitePage; path: string; status: number }[] = [
  ...sitePages.map((page) => ({ page, path: page.path, status: 200 })),
  { page: notFoundPage, path: "/no-such-page", status: 404 },
];

for (const { page: sitePage, path, status } of ROUTES) {
  test(`${path} hydrates the prerendered page (${sitePage.id})`, async ({ page }, testInfo) => {
    // Checkout stays only with a chosen plan.
    await seedStoredPlan(page, JSON.stringify(PREMIUM_PLAN));
    // Keep the heading the server sent, to check hydration reused it instead of re-rendering.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          (window as unknown as { __serverHeading: Element | null }).__serverHeading =
            document.querySelector("h1");
        }
      });
    });

    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(status);
    await expect(page).toHaveTitle(`${sitePage.title} | ${E2E_BRAND_NAME}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.heading);
    const headingKept = await page.evaluate(() => {
      const serverHeading = (window as unknown as { __serverHeading: Element | null })
        .__serverHeading;
      return serverHeading !== null && serverHeading === document.querySelector("h1");
    });
    expect(headingKept, "hydration kept the server-rendered <h1>").toBe(true);

    const screenshotPath = join(SCREENSHOT_DIR, testInfo.project.name, `${sitePage.id}.png`);
    await mkdir(join(screenshotPath, ".."), { recursive: true });
    await page.screenshot({ path: screenshotPath, fullPage: true });
  });
}

test("the not-found tiles lead to the four main pages", async ({ page }) => {
  await gotoHydrated(page, "/no-such-page");
  const tiles = page.getByRole("navigation", { name: "Suggested pages" }).getByRole("link");
  await expect(tiles).toHaveText(["About us", "Price", "Contact", "Cancel service"]);
  await tiles.filter({ hasText: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
  await expect(page).toHaveTitle(`Contact | ${E2E_BRAND_NAME}`);
});
