// The checkout guard: only a valid stored plan keeps the visitor on /checkout; nothing stored ever crashes it.
import { expect, gotoHydrated, PREMIUM_PLAN, seedStoredPlan, test } from "./fixtures.ts";

test("without a stored plan /checkout sends the visitor to /", async ({ page }) => {
  await gotoHydrated(page, "/checkout");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Virtual medical care for your family, 24/7",
  );
});

for (const [label, raw] of [
  ["not JSON", "{not json"],
  ["JSON null", "null"],
  ["an array", "[]"],
  ["an unknown plan type", JSON.stringify({ ...PREMIUM_PLAN, subscriptionType: "GOLD" })],
  ["a plan without prices", JSON.stringify({ subscriptionType: "BASIC" })],
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
  const selectedPlan = page.getByRole("region", { name: "Selected plan" });
  await expect(selectedPlan.getByRole("heading", { name: "PREMIUM" })).toBeVisible();
  await expect(page).toHaveURL("/checkout");
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem("section")))
    .toBe("price");
  await expect(
    page.getByRole("navigation", { name: "Main" }).locator('a[data-highlighted="true"]'),
  ).toHaveText("PRICE");

  await page.reload();
  await expect(selectedPlan.getByRole("heading", { name: "PREMIUM" })).toBeVisible();
  await expect(page).toHaveURL("/checkout");
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
    const card = page.getByRole("region", { name: `${planType} plan` });
    await card.getByRole("button", { name: "Buy" }).click();

    await expect(page).toHaveURL("/checkout");
    const selectedPlan = page.getByRole("region", { name: "Selected plan" });
    await expect(selectedPlan.getByRole("heading", { name: planType })).toBeVisible();
    const stored = await page.evaluate(() => ({
      plan: JSON.parse(window.sessionStorage.getItem("subscription") ?? "null"),
      section: window.sessionStorage.getItem("section"),
    }));
    expect(stored.plan).toMatchObject({
      subscriptionType: planType,
      subscriptionButtonText: "Buy",
    });
    expect(stored.section).toBe("price");
    await expect(
      page.getByRole("navigation", { name: "Main" }).locator('a[data-highlighted="true"]'),
    ).toHaveText("PRICE");
  });
}
