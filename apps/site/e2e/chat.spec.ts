// The live-chat widget: loaded once, after the page is loaded and hydrated (the empty-URL case is unit-tested in the site kit).
import { E2E_CHAT_SCRIPT_URL } from "./e2eEnv.ts";
import { clickNavLink, expect, gotoHydrated, test } from "./fixtures.ts";

interface ChatProbe {
  __chatWidgetLoads?: number;
  __chatSawHydrated?: boolean;
  __chatSawReadyState?: DocumentReadyState;
}

const chatLoads = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as ChatProbe).__chatWidgetLoads ?? 0);

test("the chat script loads once, after the page is loaded and hydrated", async ({ page }) => {
  const chatRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url() === E2E_CHAT_SCRIPT_URL) chatRequests.push(request.url());
  });

  await gotoHydrated(page, "/");
  await expect.poll(() => chatLoads(page)).toBe(1);
  const probe = await page.evaluate(() => {
    const { __chatSawHydrated, __chatSawReadyState } = window as ChatProbe;
    return { hydrated: __chatSawHydrated, readyState: __chatSawReadyState };
  });
  expect(probe).toEqual({ hydrated: true, readyState: "complete" });

  // Client-side navigation keeps the one widget.
  await clickNavLink(page, "PRICE");
  await expect(page).toHaveURL("/price");
  await clickNavLink(page, "CONTACT");
  await expect(page).toHaveURL("/contact");
  expect(await chatLoads(page)).toBe(1);
  expect(chatRequests).toHaveLength(1);
  await expect(page.locator("script[data-chat-widget]")).toHaveCount(1);
});

test("the chat script is added on every kind of page, 404 included", async ({ page }) => {
  await gotoHydrated(page, "/no-such-page");
  await expect.poll(() => chatLoads(page)).toBe(1);
});
