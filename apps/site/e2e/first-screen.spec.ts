// The first screen sells (issue 14): without scrolling, the home page shows the brand's logo, the trial offer and a
// call to action, and the call to action brings the plans into view; the Price page has the same call to action.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { E2E_BRAND_NAME } from "./e2eEnv.ts";
import { gotoHydrated } from "./journeys/fixtures.ts";
import { site } from "./sitePages.ts";

const { offer, offerAction } = site.content.plans;

/** Wholly inside the viewport as the page first opens. */
async function expectOnFirstScreen(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, "laid out").not.toBeNull();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
}

for (const path of ["/", "/price"]) {
  test(`${path}: the trial offer and its call to action are on the first screen, and the call to action reaches the plans`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const action = page.getByRole("link", { name: offerAction, exact: true });
    await expectOnFirstScreen(page, page.getByText(offer, { exact: true }));
    await expectOnFirstScreen(page, action);
    const firstBuy = page.getByRole("button", { name: "Buy", exact: true }).first();
    await expect(firstBuy).not.toBeInViewport();

    await action.click();
    await expect(firstBuy).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/" : path}#plans$`));
    await firstBuy.click();
    await expect(page).toHaveURL("/checkout");
  });
}

test("the brand's logo is on the first screen, named by the brand, and scrolls the page to the top", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const logo = page.getByRole("banner").getByRole("img", { name: E2E_BRAND_NAME });
  await expectOnFirstScreen(page, logo);
  await page.getByRole("link", { name: offerAction, exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await logo.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
