// Issue 24 (ADR 0008): the prerendered page is the page, and its app comes in when the visitor reaches for it. Before
// that, the page keeps its own duties, and a press on a button is not lost: it is handled once the app is in.

import { captchaButton } from "@membership/test-fixtures/fake-recaptcha";
import type { Page, Request } from "@playwright/test";
import { DESKTOP_ONLY, E2E_CHAT_SCRIPT_URL } from "./e2eEnv.ts";
import { clickNavLink, expect, highlightedNavItems, openMainNav, test } from "./fixtures.ts";

const hydrated = (page: Page) => page.locator("html[data-hydrated]");
const section = (page: Page) => page.evaluate(() => window.sessionStorage.getItem("section"));

/** The site's own scripts the page requests, by path. */
function siteScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && request.url() !== E2E_CHAT_SCRIPT_URL)
      seen.push(url.pathname);
  });
  return seen;
}

test("a page loads only its entry script until the visitor reaches for it, and stores its section at start", async ({
  page,
}) => {
  const scripts = siteScripts(page);
  await page.goto("/price", { waitUntil: "load" });
  // The chat is loaded at start: by then the page has done all it does on its own.
  await expect
    .poll(() =>
      page.evaluate(
        (chat) => document.querySelector(`script[src="${chat}"]`) !== null,
        E2E_CHAT_SCRIPT_URL,
      ),
    )
    .toBe(true);
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/entry-[\w-]+\.js$/)]);
  await expect(hydrated(page)).toHaveCount(0);
  expect(await section(page)).toBe("price");
  await expect.poll(() => highlightedNavItems(page)).toEqual(["PRICE"]);

  await page.mouse.move(5, 5);
  await expect(hydrated(page)).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(1);
});

test("Buy pressed before the app is in opens the checkout with the plan", async ({ page }) => {
  await page.goto("/price");
  await page
    .getByRole("article", { name: "PREMIUM", exact: true })
    .getByRole("button", { name: "Buy" })
    .click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("region", { name: "Checkout form" })).toContainText("PREMIUM");
  expect(await section(page)).toBe("price");
});

test("the menu button or the floating button pressed before the app is in opens its dialog", async ({
  page,
}) => {
  await page.goto("/about-us");
  // On a phone the menu button opens the drawer; on a laptop the nav is in the bar.
  const nav = await openMainNav(page);
  await expect(nav.getByRole("link", { name: "PRICE", exact: true })).toBeVisible();

  await page.goto("/");
  await page.getByRole("button", { name: "Cancel Product", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Cancel Product" })).toBeVisible();
});

test("a nav click before the app is in clears the stored section, as it does after", async ({
  page,
}) => {
  await page.goto("/about-us");
  // Stored once the page has loaded, by its entry.
  await expect.poll(() => section(page)).toBe("about-us");
  await clickNavLink(page, "CANCEL");
  await expect(page).toHaveURL("/cancel-service");
  expect(await section(page)).toBeNull();
});

// A phone's menu button brings the app in before its links are pressed.
test("a nav click before the app is in clears the stored section, also when the app comes in while the next page loads", {
  tag: DESKTOP_ONLY,
}, async ({ page }) => {
  await page.goto("/about-us");
  await expect.poll(() => section(page)).toBe("about-us");
  // The next page answers only once the app, started by the click's pointer move, is in on the page being left. The
  // page tells it through a binding: a locator or an evaluation would wait for the navigation the route holds.
  const appIn = new Promise<void>((resolve) => page.exposeFunction("appIn", resolve));
  await page.evaluate(() => {
    const html = document.documentElement;
    new MutationObserver(() => {
      if (html.hasAttribute("data-hydrated")) (window as unknown as { appIn(): void }).appIn();
    }).observe(html, { attributes: true });
  });
  await page.route("**/cancel-service", async (route) => {
    await appIn;
    await route.continue();
  });
  await expect(hydrated(page)).toHaveCount(0);
  await clickNavLink(page, "CANCEL");
  await expect(page).toHaveURL("/cancel-service");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await section(page)).toBeNull();
});

test("a stored section that underlines a nav item brings the app in at once", async ({ page }) => {
  // A page that stores no section of its own, so nothing overwrites the one set here.
  await page.goto("/delivery-policy");
  await page.evaluate(() => window.sessionStorage.setItem("section", "price"));
  await page.goto("/security-policy");
  await expect(hydrated(page)).toHaveCount(1);
  await expect.poll(() => highlightedNavItems(page)).toEqual(["PRICE"]);
});

test("a form scrolled into view brings the app in, and with it the captcha", async ({ page }) => {
  await page.goto("/contact", { waitUntil: "load" });
  const form = page.getByRole("region", { name: "Contact form" });
  await form.getByRole("button", { name: "Send" }).scrollIntoViewIfNeeded();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(captchaButton(form)).toBeVisible();
});
