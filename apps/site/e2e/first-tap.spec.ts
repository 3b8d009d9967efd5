// Issue 36: a tap is answered from the page's first frame, before, while and after the app arrives, and nothing the
// visitor did is undone when it lands. Each case acts at one moment (hydrationMoments.ts), then lets the app in and
// checks every frame painted from the answer until the app is in and a few frames after.
import contentEs from "@membership/content/locales/es-US.json" with { type: "json" };
import formsEn from "@membership/forms/locales/en-US.json" with { type: "json" };
import { storedPlanEntry } from "@membership/site-kit/hosting";
import { captchaButton, RECAPTCHA_SCRIPT_URL } from "@membership/test-fixtures/fake-recaptcha";
import type { Page } from "@playwright/test";
import { PHONE_ONLY } from "./e2eEnv.ts";
import { expect, test } from "./fixtures.ts";
import { afterFirst, holdScripts, MOMENTS, openAt, sampleEveryFrame } from "./hydrationMoments.ts";
import { checkoutEntriesIn } from "./journeys/purchase.ts";

const { email: emailMessages, phone: phoneMessages } = formsEn.messages;
const cardTooLong = formsEn.messages.cardNumber.tooLong;

/** Leaves the contact form's e-mail field with `text`, as a thumb does: a tap in, the keys, a tap on the heading. */
async function leaveEmailWith(page: Page, text: string) {
  const email = page.getByRole("textbox", { name: "Email" });
  await email.tap();
  await page.keyboard.type(text);
  await page.getByRole("heading", { level: 1 }).tap();
  return email;
}

/** Whether the e-mail's message shows, every frame: its text on screen and the field invalid. */
const emailMessageShown = () => {
  const field = document.querySelector<HTMLInputElement>("main input[name=email]");
  const line = field && document.getElementById(`${field.id}-error`);
  return Boolean(line?.checkVisibility() && field?.getAttribute("aria-invalid") === "true");
};

/** The plan Buy stores, in the tab before the page opens: the checkout shows its form. */
async function storeBasicPlan(page: Page) {
  const [key, plan] = storedPlanEntry("BASIC");
  await page.addInitScript((entry) => sessionStorage.setItem(entry.key, entry.plan), { key, plan });
}

for (const moment of MOMENTS) {
  // A phone's taps: the drawer is the phone's nav.
  test.describe(moment, { tag: PHONE_ONLY }, () => {
    test("the menu button opens the drawer at once, and it stays open as the app lands", async ({
      page,
    }) => {
      const { appIn } = await openAt(page, "/", moment);
      const drawer = page.getByRole("dialog", { name: "Menu" });
      const samples = await sampleEveryFrame(page, () =>
        Boolean(document.querySelector("header dialog")?.matches(":modal")),
      );
      await page.getByRole("button", { name: "Menu" }).tap();
      await expect(drawer).toBeVisible();
      await appIn();
      await samples.settle();
      expect(afterFirst(await samples.frames(), true)).not.toContain(false);
      // The app took in what the browser did: its button says so, and the drawer still closes as it did.
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await drawer.getByRole("heading", { name: "Menu" }).tap();
      await expect(drawer).toBeHidden();
    });

    test("Buy stores the plan and opens the checkout at once, its card field shown", async ({
      page,
    }) => {
      await openAt(page, "/price", moment);
      const buy = page
        .getByRole("article", { name: "PREMIUM", exact: true })
        .getByRole("button", { name: "Buy" });
      // The plan record the page's content holds: what Buy stores, app or no app.
      const record = JSON.parse((await buy.getAttribute("data-stored-plan")) ?? "null");
      expect(record).toMatchObject({ subscriptionType: "PREMIUM", subscriptionButtonText: "Buy" });
      await buy.tap();
      await expect(page).toHaveURL("/checkout");
      await expect(page.getByRole("textbox", { name: "Card number", exact: true })).toBeVisible();
      const stored = await page.evaluate(() => ({
        plan: JSON.parse(sessionStorage.getItem("subscription") ?? "null"),
        section: sessionStorage.getItem("section"),
      }));
      expect(stored).toEqual({ plan: record, section: "price" });
    });

    test("the terms box shows ticked at once, and no frame unticks it as the app lands", async ({
      page,
    }) => {
      await storeBasicPlan(page);
      const { appIn } = await openAt(page, "/checkout", moment);
      const terms = page.getByRole("checkbox", { name: /accept the terms and conditions/ });
      const samples = await sampleEveryFrame(
        page,
        () => document.querySelector<HTMLInputElement>("main input[name=terms]")?.checked,
      );
      await terms.tap();
      await expect(terms).toBeChecked();
      await appIn();
      await samples.settle();
      expect(afterFirst(await samples.frames(), true)).not.toContain(false);
      // And the app has it: no "accept the terms" message, the tick saved as the visitor's.
      await expect(page.getByText("You must accept terms and conditions")).toBeHidden();
    });

    test("a card number and expiry typed with spaces and a slash are the same card as the app lands: no message, no frame with one", async ({
      page,
    }) => {
      await storeBasicPlan(page);
      const { appIn } = await openAt(page, "/checkout", moment);
      const samples = await sampleEveryFrame(page, () =>
        [
          ...document.querySelectorAll("main input[name=cardNumber], main input[name=expDate]"),
        ].some((field) => field.getAttribute("aria-invalid") === "true"),
      );
      const card = page.getByRole("textbox", { name: "Card number" });
      const expiry = page.getByRole("textbox", { name: "Expiration date" });
      await card.tap();
      await page.keyboard.type("4111 1111 1111 1111");
      await expiry.tap();
      await page.keyboard.type("12/30");
      await page.getByRole("heading", { level: 1 }).tap();
      await appIn();
      await expect(card).toHaveValue("4111 1111 1111 1111");
      await expect(expiry).toHaveValue("12-30");
      await samples.settle();
      expect(await samples.frames()).not.toContain(true);
      // The expiry's hint stays as it always shows; neither field is marked wrong.
      await expect(page.getByText(cardTooLong)).toBeHidden();
      for (const field of [card, expiry]) await expect(field).not.toHaveAttribute("aria-invalid");
    });

    test("the language switch in the drawer opens the checkout in Spanish, with the stored plan", async ({
      page,
    }) => {
      await storeBasicPlan(page);
      await openAt(page, "/checkout", moment);
      await page.getByRole("button", { name: "Menu" }).tap();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Español" }).tap();
      await expect(page).toHaveURL("/es/checkout");
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("region", { name: contentEs.checkout.formLabel })).toContainText(
        "BASIC",
      );
    });

    test("a wrong e-mail left shows its message, and no frame takes it away as the app lands", async ({
      page,
    }) => {
      const { appIn } = await openAt(page, "/contact", moment);
      const samples = await sampleEveryFrame(page, emailMessageShown);
      const email = await leaveEmailWith(page, "jane");
      await appIn();
      await expect(page.getByText(emailMessages.shape)).toBeVisible();
      await expect(email).toHaveValue("jane");
      await samples.settle();
      expect(afterFirst(await samples.frames(), true)).not.toContain(false);
      // The form owns the message now: a right value takes it away at once.
      await email.tap();
      await page.keyboard.type("@example.com");
      await expect(page.getByText(emailMessages.shape)).toBeHidden();
      await expect(email).not.toHaveAttribute("aria-invalid");
    });

    test("a visitor who fills the checkout in order finds the captcha on screen when reaching it", async ({
      page,
    }) => {
      await storeBasicPlan(page);
      const captchaAsked = page.waitForRequest(RECAPTCHA_SCRIPT_URL);
      const { appIn } = await openAt(page, "/checkout", moment);
      const form = page.locator("main form");
      const [first, ...rest] = Object.entries(checkoutEntriesIn("en"));
      const fill = async ([label, value]: [string, string]) => {
        const field = form.getByLabel(label, { exact: true });
        if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
          await field.selectOption(value);
        } else {
          await field.tap();
          await page.keyboard.type(value);
        }
      };
      if (first) await fill(first);
      await appIn();
      // The captcha is far below the first field: the visitor being in the form asks for it, before it comes near.
      await captchaAsked;
      for (const entry of rest) await fill(entry);
      await expect(captchaButton(form)).toBeInViewport();
      // The card number typed before the app is the same card number, shown in groups of four.
      const card = await form.getByLabel(first?.[0] ?? "", { exact: true }).inputValue();
      expect(card.replace(/ /g, "")).toBe(first?.[1]);
    });

    test("Cancel Product opens its dialog at once, and a dialog stays open until the form's takes its place", async ({
      page,
    }) => {
      const { appIn } = await openAt(page, "/about-us", moment);
      const samples = await sampleEveryFrame(page, () =>
        Boolean(document.querySelector("dialog[open][aria-labelledby]")),
      );
      await page.getByRole("button", { name: "Cancel Product" }).tap();
      const dialog = page.getByRole("dialog", { name: "Cancel Product" });
      await expect(dialog).toBeVisible();
      await appIn();
      const orderId = dialog.getByRole("textbox", { name: "Order ID" });
      await expect(orderId).toBeVisible();
      await samples.settle();
      expect(afterFirst(await samples.frames(), true)).not.toContain(false);
      // One dialog, the form's, with focus inside it: typing goes to the form.
      await expect(page.locator("dialog[open]")).toHaveCount(1);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      await orderId.fill("A-1");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Cancel Product" }).tap();
      await expect(orderId).toHaveValue("A-1");
    });
  });
}

test.describe("before the app, with its checks in", { tag: PHONE_ONLY }, () => {
  test("a field left wrong shows its spec message while the app is still held, and keeps it as the app lands", async ({
    page,
  }) => {
    // Only the app's core waits: the entry and the page's field checks come as they would on a slow phone.
    const release = await holdScripts(page, /\/assets\/(?!app-)[^/]+\.js$/);
    await page.goto("/contact");
    const email = await leaveEmailWith(page, "jane");
    await expect(page.getByText(emailMessages.shape)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      new RegExp(`${emailMessages.shape.replace(/[.()]/g, "\\$&")}$`),
    );
    // The formatting a visitor types is no wrong character: the field checks take the value as the form does.
    const phone = page.getByRole("textbox", { name: "Phone number" });
    await phone.tap();
    await page.keyboard.type("(305) 555-01");
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(page.getByText(phoneMessages.length)).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    const samples = await sampleEveryFrame(page, emailMessageShown);
    release();
    await page.mouse.move(3, 3);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await samples.settle();
    expect(await samples.frames()).not.toContain(false);
    // Taken in as the hydrated field takes what is typed: digits only.
    await expect(phone).toHaveValue("30555501");
    await expect(page.getByText(phoneMessages.length)).toBeVisible();
  });
});
