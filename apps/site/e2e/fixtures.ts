// Every e2e page: the chat script is served by a spy (chatSpy.ts), and any console error, warning or uncaught error fails the test.

import { reachForPage } from "@membership/site-check";
import { routeFakeRecaptcha } from "@membership/test-fixtures/fake-recaptcha";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { routeChatSpy } from "./chatSpy.ts";
import { attachPageStateOnFailure } from "./pageAtFailure.ts";

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const consoleProblems: string[] = [];
    // Chromium logs a 404 page's own document as a failed resource: that one is the expected answer.
    const notFoundDocuments = new Set<string>();
    page.on("response", (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest()) {
        notFoundDocuments.add(response.url());
      }
    });
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const isNotFoundDocument =
        message.text().startsWith("Failed to load resource") &&
        notFoundDocuments.has(message.location().url);
      if (!isNotFoundDocument) consoleProblems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => consoleProblems.push(`pageerror: ${error.message}`));
    await routeChatSpy(page);
    await routeFakeRecaptcha(page);
    await use(page);
    await attachPageStateOnFailure(page, testInfo);
    expect(consoleProblems, "console errors, warnings and uncaught errors").toEqual([]);
  },
});

export { expect };

/** Opens a path and, reaching for it as a visitor does, waits until the app has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await reachForPage(page);
  return response;
}

/** Stores a value under the plan key before any page script runs. */
export async function seedStoredPlan(page: Page, raw: string) {
  await page.addInitScript((value) => {
    window.sessionStorage.setItem("subscription", value);
  }, raw);
}

export const PREMIUM_PLAN = {
  subscriptionType: "PREMIUM",
  subscriptionPrice: "49.95",
  subscriptionTrialInfo: "Trial for 30 days at",
  subscriptionTrialPrice: "3.29",
  subscriptionDescription: "Monthly",
  subscriptionButtonText: "Buy",
} as const;

/** The Main nav as a visitor reaches it: on small screens the menu button opens the side drawer first. */
export async function openMainNav(page: Page): Promise<Locator> {
  const menuButton = page.getByRole("button", { name: "Menu" });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  }
  return page.getByRole("navigation", { name: "Main" });
}

/** Follows a link of the Main nav, through the drawer on small screens. */
export async function clickNavLink(page: Page, label: string) {
  const nav = await openMainNav(page);
  await nav.getByRole("link", { name: label, exact: true }).click();
}

/** Labels of the underlined nav items (aria-current="page"); the inline and drawer navs carry the same marks. */
export function highlightedNavItems(page: Page): Promise<string[]> {
  return page
    .locator('header nav[aria-label="Main"]')
    .first()
    .locator('a[aria-current="page"]')
    .allTextContents();
}
