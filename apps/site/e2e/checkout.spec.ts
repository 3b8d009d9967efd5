// The checkout guard: only a valid stored plan keeps the visitor on /checkout; nothing stored ever crashes it.

import { reachForPage } from "@membership/site-check";
import {
  expect,
  gotoHydrated,
  highlightedNavItems,
  PREMIUM_PLAN,
  seedStoredPlan,
  test,
} from "./fixtures.ts";
import { expectHomePage } from "./journeys/fixtures.ts";

const CHECKOUT_HEADING = "Thank you for becoming a member of our community";

/** The checkout once it has read a stored plan: its heading shown, the loading shell gone. */
async function expectCheckoutWithPlan(page: import("@playwright/test").Page) {
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_HEADING);
  await expect(page.getByRole("heading", { name: "Get ready to live healthier" })).toBeVisible();
  await expect(page.getByText("Loading your plan")).toHaveCount(0);
}

test("without a stored plan /checkout sends the visitor to /", async ({ page }) => {
  await gotoHydrated(page, "/checkout");
  await expectHomePage(page);
});

for (const [label, raw] of [
  ["not JSON", "{not json"],
  ["JSON null", "null"],
  ["an array", "[]"],
  ["an unknown plan type", JSON.stringify({ ...PREMIUM_PLAN, subscriptionType: "GOLD" })],
  ["a record without a plan type", JSON.stringify({ subscriptionPrice: "$39.95" })],
] as const) {
  test(`a stored plan that is ${label} sends the visitor to / without a crash`, async ({
    page,
  }) => {
    await seedStoredPlan(page, raw);
    await gotoHydrated(page, "/checkout");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("blocked storage sends the visitor to / without a crash", async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ["sessionStorage", "localStorage"]) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    }
  });
  await gotoHydrated(page, "/checkout");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("with a valid stored plan /checkout stays and shows it, also after a reload", async ({
  page,
}) => {
  await seedStoredPlan(page, JSON.stringify(PREMIUM_PLAN));
  await gotoHydrated(page, "/checkout");
  await expectCheckoutWithPlan(page);
  await expect.poll(() => highlightedNavItems(page)).toEqual(["PRICE"]);

  await page.reload();
  await reachForPage(page);
  await expectCheckoutWithPlan(page);
});

test("the redirect replaces /checkout in the history", async ({ page }) => {
  await gotoHydrated(page, "/price");
  await page.evaluate(() => {
    window.history.pushState(null, "", "/checkout");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL("/");
  await page.goBack();
  await expect(page).toHaveURL("/price");
});

for (const [path, planType] of [
  ["/price", "PREMIUM"],
  ["/", "BASIC"],
] as const) {
  test(`Buy on the ${planType} card of ${path} stores the plan and opens /checkout as price`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const card = page.getByRole("article", { name: planType, exact: true });
    await card.getByRole("button", { name: "Buy" }).click();

    await expectCheckoutWithPlan(page);
    const stored = await page.evaluate(() => ({
      plan: JSON.parse(window.sessionStorage.getItem("subscription") ?? "null"),
      section: window.sessionStorage.getItem("section"),
    }));
    expect(stored.plan).toEqual({
      subscriptionType: planType,
      subscriptionPrice: planType === "BASIC" ? "$39.95" : "$49.95",
      subscriptionTrialInfo: "Trial for 30 days at",
      subscriptionTrialPrice: "$3.29",
      subscriptionDescription: "Monthly",
      subscriptionButtonText: "Buy",
    });
    expect(stored.section).toBe("price");
    await expect.poll(() => highlightedNavItems(page)).toEqual(["PRICE"]);
    // Same window: the page that was left is one step back.
    await page.goBack();
    await expect(page).toHaveURL(path);
  });
}
