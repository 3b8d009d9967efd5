// The live-chat widget: loaded once at start, after the page is loaded, whether or not the visitor has brought the app in
// yet (the empty-URL case is unit-tested in the site kit).

import { reachForPage } from "@membership/site-check";
import { E2E_CHAT_SCRIPT_URL } from "./e2eEnv.ts";
import { clickNavLink, expect, test } from "./fixtures.ts";

interface ChatProbe {
  __chatWidgetLoads?: number;
  __chatSawHydrated?: boolean;
  __chatSawReadyState?: DocumentReadyState;
}

const chatLoads = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as ChatProbe).__chatWidgetLoads ?? 0);

test("the chat script loads once at start, after the page is loaded, before any visitor action", async ({
  page,
}) => {
  const chatRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url() === E2E_CHAT_SCRIPT_URL) chatRequests.push(request.url());
  });

  await page.goto("/");
  await expect.poll(() => chatLoads(page)).toBe(1);
  const probe = await page.evaluate(() => {
    const { __chatSawHydrated, __chatSawReadyState } = window as ChatProbe;
    return { hydrated: __chatSawHydrated, readyState: __chatSawReadyState };
  });
  // The app comes in when the visitor reaches for the page; the chat does not wait for it.
  expect(probe).toEqual({ hydrated: false, readyState: "complete" });

  // The app coming in, and client-side navigation, keep the one widget.
  await reachForPage(page);
  await clickNavLink(page, "PRICE");
  await expect(page).toHaveURL("/price");
  await clickNavLink(page, "CONTACT");
  await expect(page).toHaveURL("/contact");
  expect(await chatLoads(page)).toBe(1);
  expect(chatRequests).toHaveLength(1);
  await expect(page.locator(`script[src="${E2E_CHAT_SCRIPT_URL}"]`)).toHaveCount(1);
});

test("the chat script is added on every kind of page, 404 included", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect.poll(() => chatLoads(page)).toBe(1);
});
