// The frame's behaviour across pages: scroll to top, nav highlight from the stored section, nav clicks, header links, the drawer.

import { reachForPage } from "@membership/site-check";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { DESKTOP_ONLY, E2E_BRAND_NAME, E2E_BUILD_ENV, PHONE_ONLY } from "./e2eEnv.ts";
import {
  clickNavLink,
  expect,
  gotoHydrated,
  highlightedNavItems,
  openMainNav,
  test,
} from "./fixtures.ts";
import { SUPPORT_PHONE } from "./routeTexts.ts";

const policiesNav = (page: Page) => page.getByRole("navigation", { name: "Policies" });
const storedSection = (page: Page) => page.evaluate(() => window.sessionStorage.getItem("section"));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Scrolls well away from the top (as far as the page allows, at most 1500 px); scrolls again until it
 * sticks, as a page that is still rendering after a URL change scrolls itself back to the top.
 */
async function scrollDown(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 1500));
      return scrollY(page);
    })
    .toBeGreaterThan(300);
}

test.describe("scroll to top", () => {
  test("a nav click opens the next page at the top", async ({ page }) => {
    await gotoHydrated(page, "/price");
    await scrollDown(page);
    await clickNavLink(page, "ABOUT US");
    await expect(page).toHaveURL("/about-us");
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("any other link opens the next page at the top", { tag: DESKTOP_ONLY }, async ({ page }) => {
    await gotoHydrated(page, "/price");
    await scrollDown(page);
    await policiesNav(page).getByRole("link", { name: "Security policy" }).click();
    await expect(page).toHaveURL("/security-policy");
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("going back opens the previous page at the top", { tag: DESKTOP_ONLY }, async ({ page }) => {
    await gotoHydrated(page, "/price");
    await policiesNav(page).getByRole("link", { name: "Refund policy" }).click();
    await expect(page).toHaveURL("/refund-policy");
    // Its chunk may still be loading, with /price on screen: scroll the refund policy itself.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund policy");
    await scrollDown(page);
    await page.goBack();
    await expect(page).toHaveURL("/price");
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("a reload opens the page at the top", { tag: DESKTOP_ONLY }, async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await scrollDown(page);
    await page.reload();
    await reachForPage(page);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("a nav click on the current page scrolls it to the top", async ({ page }) => {
    await gotoHydrated(page, "/price");
    await scrollDown(page);
    await clickNavLink(page, "PRICE");
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the logo scrolls the page to the top", { tag: DESKTOP_ONLY }, async ({ page }) => {
    await gotoHydrated(page, "/about-us");
    await scrollDown(page);
    await page.getByRole("banner").getByRole("button", { name: E2E_BRAND_NAME }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page).toHaveURL("/about-us");
  });
});

test.describe("nav highlight", () => {
  for (const [path, expected] of [
    ["/", ["HOME"]],
    ["/home", ["HOME"]],
    ["/price", ["PRICE"]],
    ["/cancel-service", ["HOME"]],
    ["/privacy-policy", ["HOME"]],
    ["/refund-policy", ["HOME"]],
    ["/terms-of-service", ["HOME"]],
    ["/about-us", []],
    ["/contact", []],
    ["/security-policy", []],
    ["/delivery-policy", []],
  ] as const) {
    // The marks are the same elements at every width; the drawer's are checked below.
    test(`${path} opened directly underlines ${expected.join(", ") || "nothing"}`, {
      tag: DESKTOP_ONLY,
    }, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect.poll(() => highlightedNavItems(page)).toEqual(expected);
    });
  }

  test("the underlined item is drawn with a visible underline", async ({ page }) => {
    await gotoHydrated(page, "/price");
    const nav = await openMainNav(page);
    await expect(nav.getByRole("link", { name: "PRICE" })).toHaveCSS(
      "text-decoration-line",
      "underline",
    );
    await expect(nav.getByRole("link", { name: "HOME" })).toHaveCSS("text-decoration-line", "none");
  });

  test("pages without a section keep the section stored by the page before", {
    tag: DESKTOP_ONLY,
  }, async ({ page }) => {
    await gotoHydrated(page, "/price");
    expect(await storedSection(page)).toBe("price");
    await policiesNav(page).getByRole("link", { name: "Security policy" }).click();
    await expect(page).toHaveURL("/security-policy");
    await expect.poll(() => highlightedNavItems(page)).toEqual(["PRICE"]);

    await clickNavLink(page, "CONTACT");
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => storedSection(page)).toBe("contact");
    await policiesNav(page).getByRole("link", { name: "Delivery policy" }).click();
    await expect(page).toHaveURL("/delivery-policy");
    await expect.poll(() => highlightedNavItems(page)).toEqual([]);
  });

  test("a stored section is read on a page opened directly", { tag: DESKTOP_ONLY }, async ({
    page,
  }) => {
    await page.addInitScript(() => window.sessionStorage.setItem("section", "home"));
    await gotoHydrated(page, "/delivery-policy");
    await expect.poll(() => highlightedNavItems(page)).toEqual(["HOME"]);
  });

  test("a nav click replaces the stored section with the new page's own", async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem("section"))
        window.sessionStorage.setItem("section", "price");
    });
    await gotoHydrated(page, "/security-policy");
    await expect.poll(() => highlightedNavItems(page)).toEqual(["PRICE"]);
    await clickNavLink(page, "ABOUT US");
    await expect(page).toHaveURL("/about-us");
    await expect.poll(() => storedSection(page)).toBe("about-us");
    await expect.poll(() => highlightedNavItems(page)).toEqual([]);
  });

  test("an unknown stored section underlines nothing and breaks nothing", {
    tag: DESKTOP_ONLY,
  }, async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem("section", "<script>"));
    await gotoHydrated(page, "/security-policy");
    await expect.poll(() => highlightedNavItems(page)).toEqual([]);
  });
});

test("LOGIN opens the member portal in a new tab and CALL NOW dials the support phone", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const nav = await openMainNav(page);
  const login = nav.getByRole("link", { name: "LOGIN" });
  await expect(login).toHaveAttribute("href", E2E_BUILD_ENV.VITE_MEMBER_PORTAL_URL);
  await expect(login).toHaveAttribute("target", "_blank");
  await expect(login).toHaveAttribute("rel", "noopener noreferrer");
  await expect(nav.getByRole("link", { name: "CALL NOW" })).toHaveAttribute(
    "href",
    SUPPORT_PHONE.href,
  );
  await expect(nav.getByRole("link")).toHaveText([
    "HOME",
    "ABOUT US",
    "PRICE",
    "CONTACT",
    "CANCEL",
    /^LOGIN/,
    "CALL NOW",
  ]);
});

test("the two social links open the configured profiles in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/");
  const facebook = page.getByRole("link", { name: /on Facebook/ }).filter({ visible: true });
  const instagram = page.getByRole("link", { name: /on Instagram/ }).filter({ visible: true });
  if (await page.getByRole("button", { name: "Menu" }).isVisible()) {
    // On small screens they live in the drawer with the nav.
    await openMainNav(page);
  }
  await expect(facebook).toHaveAttribute("href", E2E_BUILD_ENV.VITE_FACEBOOK_URL);
  await expect(instagram).toHaveAttribute("href", E2E_BUILD_ENV.VITE_INSTAGRAM_URL);
  await expect(facebook).toHaveAttribute("target", "_blank");
});

// The drawer replaces the inline nav on phones only.
test.describe("side drawer on small screens", { tag: PHONE_ONLY }, () => {
  const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });
  const drawer = (page: Page) => page.getByRole("dialog", { name: "Menu" });

  test("the inline nav is hidden and the menu button opens the drawer", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    // Focus moves into the drawer.
    await expect(drawer(page).getByRole("link", { name: "HOME" })).toBeFocused();
  });

  test("Escape closes it and gives focus back to the menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("a click on the backdrop closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    const viewport = page.viewportSize();
    // The panel covers the left side; the backdrop shows on the right.
    await page.mouse.click((viewport?.width ?? 390) - 10, (viewport?.height ?? 844) / 2);
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("the open drawer has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMainNav(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a link closes it and opens its page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuButton(page).click();
    await drawer(page).getByRole("link", { name: "CONTACT" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("inline nav on wide screens", { tag: DESKTOP_ONLY }, () => {
  test("the nav is in the header and there is no menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});
