// The way out of the payment page: Back right after a purchase lands on the page before the checkout, and a Forward or a
// reload onto /checkout once the plan is gone ends on "/"; none shows the checkout form, however slowly the next page's
// scripts come (and never from the back/forward cache).

import { reachForPage } from "@membership/site-check";
import type { Page } from "@playwright/test";
import { holdScripts } from "./hydrationMoments.ts";
import { expect, expectHomePage, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  checkoutEntries,
  checkoutForm,
  closeDialog,
  expectDialog,
  send,
} from "./journeys/forms.ts";

/** How long every script waits once the purchase is done: a slow phone network. */
const SCRIPT_DELAY_MS = 2_500;

/** From now on, every script the page asks for arrives SCRIPT_DELAY_MS late. */
async function delayScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
}

/** Runs in every document from its first frame: reports each frame in which a checkout form field is there. */
function watchForCheckoutForm(): void {
  const report = (window as unknown as { __checkoutFormFrame?: () => void }).__checkoutFormFrame;
  const look = () => {
    if (document.querySelector('input[name="cardNumber"]')) report?.();
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * From now on, counts the frames showing the checkout form in every document of the tab: the payment page is a
 * document of its own, so Back, Forward and a purchase's way home are page loads.
 */
async function countCheckoutFormFrames(page: Page): Promise<() => number> {
  let frames = 0;
  let watching = false;
  await page.exposeBinding("__checkoutFormFrame", () => {
    if (watching) frames += 1;
  });
  await page.addInitScript(watchForCheckoutForm);
  return () => {
    if (!watching) {
      watching = true;
      return 0;
    }
    return frames;
  };
}

/** Buys PREMIUM from /price against the fake backend and leaves the "Successful transaction" dialog open. */
async function purchasePremium(page: Page) {
  await gotoHydrated(page, "/price");
  await page
    .getByRole("article", { name: "PREMIUM", exact: true })
    .getByRole("button", { name: "Buy" })
    .click();
  await expect(page).toHaveURL("/checkout");
  const form = checkoutForm(page);
  await form.getByRole("checkbox", { name: /accept the terms and conditions/ }).check();
  await send(form, "Purchase", checkoutEntries());
  return expectDialog(page, {
    title: "Successful transaction",
    text: "Approved",
    button: "OK",
  });
}

async function expectHomeWithoutPlan(page: Page): Promise<void> {
  // The checkout's script comes once the page has loaded and idled, then its imports, each SCRIPT_DELAY_MS late.
  await expectHomePage(page, { timeout: 4 * SCRIPT_DELAY_MS });
  expect(await page.evaluate(() => window.sessionStorage.getItem("subscription"))).toBeNull();
}

test("Back at once after a purchase, while the home page's scripts are held, lands on the page before the checkout (issue 37)", async ({
  page,
  backend,
}) => {
  backend.answer("encryptionApi", {
    body: JSON.stringify({ ResponseCode: 200, ResponseData: "Approved. Test transaction 4410." }),
    contentType: "application/json",
  });
  const framesWithCheckoutForm = await countCheckoutFormFrames(page);
  const success = await purchasePremium(page);
  const release = await holdScripts(page);
  await closeDialog(success);
  // The home page's HTML is in, its scripts are not: the visitor goes Back at once.
  await page.waitForURL("/", { waitUntil: "commit" });
  framesWithCheckoutForm();
  await page.goBack({ waitUntil: "commit" });

  // The payment page's entry was replaced on the way home: Back reaches the price page, address and content agreeing.
  const premium = page.getByRole("article", { name: "PREMIUM", exact: true });
  await expect(page).toHaveURL("/price");
  await expect(premium).toBeVisible();
  release();
  await reachForPage(page);
  await expect(page).toHaveURL("/price");
  await expect(premium).toBeVisible();
  expect(framesWithCheckoutForm(), "frames showing the checkout form after the purchase").toBe(0);
  await expect(checkoutForm(page)).toHaveCount(0);
});

test("Forward onto /checkout once the plan is gone ends on / with no checkout form", async ({
  page,
}) => {
  const framesWithCheckoutForm = await countCheckoutFormFrames(page);
  await gotoHydrated(page, "/price");
  await page
    .getByRole("article", { name: "BASIC", exact: true })
    .getByRole("button", { name: "Buy" })
    .click();
  await expect(checkoutForm(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/price");
  await page.evaluate(() => window.sessionStorage.removeItem("subscription"));
  await delayScripts(page);
  framesWithCheckoutForm();
  await page.goForward();

  await expectHomeWithoutPlan(page);
  expect(framesWithCheckoutForm(), "frames showing the checkout form").toBe(0);
});

test("a reload of /checkout once the plan is gone ends on / with no checkout form", async ({
  page,
}) => {
  await gotoHydrated(page, "/price");
  await page
    .getByRole("article", { name: "BASIC", exact: true })
    .getByRole("button", { name: "Buy" })
    .click();
  await expect(checkoutForm(page)).toBeVisible();
  // The app in first: its script, starting on a page without a plan, would leave for "/" while the reload begins.
  await reachForPage(page);
  await page.evaluate(() => window.sessionStorage.removeItem("subscription"));
  const framesWithCheckoutForm = await countCheckoutFormFrames(page);
  framesWithCheckoutForm();
  await delayScripts(page);
  await page.reload();

  await expectHomeWithoutPlan(page);
  expect(framesWithCheckoutForm(), "frames showing the checkout form").toBe(0);
});
