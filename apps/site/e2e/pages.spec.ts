// Every route in the browser: hydrates onto the prerendered DOM, shows the spec's texts and the shared frame, has no axe
// violation (WCAG 2.0/2.1/2.2 A and AA). Screenshots of every route at both viewports are the visual check's baselines.
import { axeViolations } from "./axe.ts";
import { DESKTOP_ONLY, E2E_BRAND_NAME } from "./e2eEnv.ts";
import { expect, gotoHydrated, PREMIUM_PLAN, seedStoredPlan, test } from "./fixtures.ts";
import { FRAME_TEXTS, ROUTES, SUPPORT_PHONE } from "./routeTexts.ts";

for (const route of ROUTES) {
  const { page: sitePage, path } = route;

  // One load per route and width: the checks of the hydrated page, then what it shows, then axe.
  test(`${path} hydrates the prerendered page, shows its texts, breadcrumb, banner and frame, and has no axe violations (${sitePage.id})`, async ({
    page,
  }) => {
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
    expect(response?.status()).toBe(route.status);
    await expect(page).toHaveTitle(`${sitePage.title} | ${E2E_BRAND_NAME}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.heading);
    const headingKept = await page.evaluate(() => {
      const serverHeading = (window as unknown as { __serverHeading: Element | null })
        .__serverHeading;
      return serverHeading !== null && serverHeading === document.querySelector("h1");
    });
    expect(headingKept, "hydration kept the server-rendered <h1>").toBe(true);
    // Opening a page shows its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const main = page.getByRole("main");
    for (const text of route.texts) {
      // Word for word (case-sensitive), and on screen.
      await expect(main).toContainText(text);
      await expect(main.getByText(text).first(), text).toBeVisible();
    }
    for (const text of route.absent ?? []) {
      await expect(page.getByText(text)).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
      `Home >> ${route.crumb}`,
    );

    const callUsNow = main.getByRole("link", { name: "Call us now" });
    if (route.bannerDials) {
      await expect(callUsNow).toHaveAttribute("href", SUPPORT_PHONE.href);
    } else {
      await expect(callUsNow).toHaveCount(0);
      await expect(main.getByRole("button", { name: "Call us now" })).toHaveCount(0);
    }

    await expect(page.getByRole("banner")).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const text of FRAME_TEXTS.footer) {
      await expect(footer).toContainText(text);
    }
    await expect(page.getByRole("button", { name: FRAME_TEXTS.floatingButton })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The links below are the same code at every width: they run once, on the desktop.
test("the not-found tiles lead to the four main pages", { tag: DESKTOP_ONLY }, async ({ page }) => {
  await gotoHydrated(page, "/no-such-page");
  const tiles = page.getByRole("navigation", { name: "Suggested pages" }).getByRole("link");
  await expect(tiles).toHaveText(["About us", "Price", "Contact", "Cancel service"]);
  for (const [index, href] of ["/about-us", "/price", "/contact", "/cancel-service"].entries()) {
    await expect(tiles.nth(index)).toHaveAttribute("href", href);
  }
  await tiles.filter({ hasText: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Home >> Contact");
  await expect(page).toHaveTitle(`Contact | ${E2E_BRAND_NAME}`);
});

test("the footer's security and delivery links are relative and open their pages", {
  tag: DESKTOP_ONLY,
}, async ({ page }) => {
  await gotoHydrated(page, "/price");
  const policies = page.getByRole("navigation", { name: "Policies" });
  await expect(policies.getByRole("link", { name: "Security policy" })).toHaveAttribute(
    "href",
    "security-policy",
  );
  await expect(policies.getByRole("link", { name: "Delivery policy" })).toHaveAttribute(
    "href",
    "delivery-policy",
  );
  await policies.getByRole("link", { name: "Delivery policy" }).click();
  await expect(page).toHaveURL("/delivery-policy");
  await expect(
    page.getByRole("main").getByText("This policy was last updated 10/03/2024"),
  ).toBeVisible();
});

test("the price terms link to the terms of service", { tag: DESKTOP_ONLY }, async ({ page }) => {
  await gotoHydrated(page, "/price");
  await page.getByRole("main").getByRole("link", { name: "terms of service" }).click();
  await expect(page).toHaveURL("/terms-of-service");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
    "Home >> Terms of service",
  );
});

test("a page file opened by name shows its page under the route's address", {
  tag: DESKTOP_ONLY,
}, async ({ page }) => {
  await gotoHydrated(page, "/about-us.html");
  await expect(page).toHaveURL("/about-us");
  await expect(page.getByRole("heading", { name: "Who are we?" })).toBeVisible();
  await gotoHydrated(page, "/index.html");
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Get a 30-day trial version for ONLY $3.29")).toBeVisible();
});

test("paths are case-sensitive, as on the static host: /ABOUT-US is the 404 page", {
  tag: DESKTOP_ONLY,
}, async ({ page }) => {
  const response = await gotoHydrated(page, "/ABOUT-US");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("main").getByText("Error 404", { exact: true })).toBeVisible();
});
