// How code loads: a page still loading keeps the current one on screen; reCAPTCHA waits for its form (chat: chat.spec.ts).

import { RECAPTCHA_SCRIPT_URL } from "@membership/test-fixtures/fake-recaptcha";
import { PHONE_ONLY } from "./e2eEnv.ts";
import { clickNavLink, expect, gotoHydrated, test } from "./fixtures.ts";
import { contactForm } from "./journeys/forms.ts";
import { sitePages } from "./sitePages.ts";

// On a desktop screen the form is near the viewport from the start.
test.describe("on a phone", { tag: PHONE_ONLY }, () => {
  test("reCAPTCHA loads when the contact form comes into view, or once it is used", async ({
    page,
  }) => {
    const googleRequests: string[] = [];
    page.on("request", (request) => {
      if (RECAPTCHA_SCRIPT_URL.test(request.url())) googleRequests.push(request.url());
    });
    await gotoHydrated(page, "/contact");
    const form = contactForm(page);
    const viewport = page.viewportSize()?.height ?? 0;
    // The precondition: the form's captcha starts more than two screens down on a phone.
    const send = form.getByRole("button", { name: "Send" });
    expect((await send.boundingBox())?.y ?? 0).toBeGreaterThan(2 * viewport);
    await page.waitForLoadState("networkidle");
    expect(googleRequests).toEqual([]);

    await form.getByRole("textbox").first().focus();
    await expect.poll(() => googleRequests.length).toBe(1);
  });
});

const headingOf = (path: string) => sitePages.find((page) => page.path === path)?.heading ?? "";

test("a page whose code is still loading keeps the current page on screen", async ({ page }) => {
  let releasePriceChunk = () => {};
  const priceChunkRequested = new Promise<void>((requested) => {
    void page.route(/\/assets\/PricePage-[\w-]+\.js$/, async (route) => {
      requested();
      await new Promise<void>((release) => {
        releasePriceChunk = release;
      });
      await route.continue();
    });
  });
  await gotoHydrated(page, "/about-us");
  await clickNavLink(page, "PRICE");
  await priceChunkRequested;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("/about-us"));
  await expect(page.getByRole("banner")).toBeVisible();
  releasePriceChunk();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("/price"));
});
