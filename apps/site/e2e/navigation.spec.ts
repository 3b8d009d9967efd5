// The frame's behaviour across pages: scroll to top, nav highlight from the stored section, nav clicks.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const policiesNav = (page: Page) => page.getByRole("navigation", { name: "Policies" });
const storedSection = (page: Page) => page.evaluate(() => window.sessionStorage.getItem("section"));

/** The nav labels currently underlined. */
async function highlighted(page: Page): Promise<string[]> {
  return mainNav(page).locator('a[data-highlighted="true"]').allTextContents();
}

/** Placeholder pages are short: make every page tall enough to scroll. */
async function makePagesTall(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      document.body.style.minHeight = "4000px";
    });
  });
}

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
}

test.describe("scroll to top", () => {
  test.beforeEach(async ({ page }) => {
    await makePagesTall(page);
  });

  test("a nav click opens the next page at the top", async ({ page }) => {
    await gotoHydrated(page, "/price");
    await scrollDown(page);
    await mainNav(page).getByRole("link", { name: "ABOUT US" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("any other link opens the next page at the top", async ({ page }) => {
    await gotoHydrated(page, "/price");
    await scrollDown(page);
    await policiesNav(page).getByRole("link", { name: "Security policy" }).click();
    await expect(page).toHaveURL("/security-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("going back opens the previous page at the top", async ({ page }) => {
    await gotoHydrated(page, "/price");
    await policiesNav(page).getByRole("link", { name: "Refund policy" }).click();
    await expect(page).toHaveURL("/refund-policy");
    await scrollDown(page);
    await page.goBack();
    await expect(page).toHaveURL("/price");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a reload opens the page at the top", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await scrollDown(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a nav click on the current page scrolls it to the top", async ({ page }) => {
    await gotoHydrated(page, "/price");
    await scrollDown(page);
    await mainNav(page).getByRole("link", { name: "PRICE" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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
    test(`${path} opened directly underlines ${expected.join(", ") || "nothing"}`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect.poll(() => highlighted(page)).toEqual(expected);
    });
  }

  test("pages without a section keep the section stored by the page before", async ({ page }) => {
    await gotoHydrated(page, "/price");
    expect(await storedSection(page)).toBe("price");
    await policiesNav(page).getByRole("link", { name: "Security policy" }).click();
    await expect(page).toHaveURL("/security-policy");
    await expect.poll(() => highlighted(page)).toEqual(["PRICE"]);

    await mainNav(page).getByRole("link", { name: "CONTACT" }).click();
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => storedSection(page)).toBe("contact");
    await policiesNav(page).getByRole("link", { name: "Delivery policy" }).click();
    await expect(page).toHaveURL("/delivery-policy");
    await expect.poll(() => highlighted(page)).toEqual([]);
  });

  test("a stored section is read on a page opened directly", async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem("section", "home"));
    await gotoHydrated(page, "/delivery-policy");
    await expect.poll(() => highlighted(page)).toEqual(["HOME"]);
  });

  test("a nav click replaces the stored section with the new page's own", async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem("section"))
        window.sessionStorage.setItem("section", "price");
    });
    await gotoHydrated(page, "/security-policy");
    await expect.poll(() => highlighted(page)).toEqual(["PRICE"]);
    await mainNav(page).getByRole("link", { name: "ABOUT US" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect.poll(() => storedSection(page)).toBe("about-us");
    await expect.poll(() => highlighted(page)).toEqual([]);
  });

  test("an unknown stored section underlines nothing and breaks nothing", async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem("section", "<script>"));
    await gotoHydrated(page, "/security-policy");
    await expect.poll(() => highlighted(page)).toEqual([]);
  });
});

test("LOGIN opens the member portal in a new tab and CALL NOW dials the support phone", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const login = mainNav(page).getByRole("link", { name: "LOGIN" });
  await expect(login).toHaveAttribute("href", "https://portal.example.com");
  await expect(login).toHaveAttribute("target", "_blank");
  await expect(mainNav(page).getByRole("link", { name: "CALL NOW" })).toHaveAttribute(
    "href",
    "tel:8005550100",
  );
});
