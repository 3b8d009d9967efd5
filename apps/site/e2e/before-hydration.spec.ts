// Issue 24: a visitor may type into a form before its script has loaded. The page's scripts are held back while the
// visitor scrolls to the form and fills it in; once they run, every entry is still there, where the visitor left it,
// and the form sends exactly what was typed.

import type { Locator, Page } from "@playwright/test";
import { holdScripts } from "./hydrationMoments.ts";
import { decryptPaymentOrder, relayFields } from "./journeys/backend.ts";
import { expect, test } from "./journeys/fixtures.ts";
import {
  button,
  CANCELLATION_ENTRIES,
  CARD,
  CONTACT_ENTRIES,
  cancellationForm,
  checkoutEntries,
  checkoutForm,
  contactForm,
  type DialogTexts,
  expectDialog,
  fieldValues,
  fillFields,
  send,
  shownCheckoutEntries,
} from "./journeys/forms.ts";

/** The forms the prerendered pages show (the checkout's comes with its stored plan, the floating one on a press). */
const FORMS: {
  path: string;
  form: (page: Page) => Locator;
  entries: Readonly<Record<string, string>>;
  sent: DialogTexts;
}[] = [
  {
    path: "/contact",
    form: contactForm,
    entries: CONTACT_ENTRIES,
    sent: {
      title: "Message sent!",
      text: "One our representatives will contact you shortly",
      button: "OK",
    },
  },
  {
    path: "/cancel-service",
    form: cancellationForm,
    entries: CANCELLATION_ENTRIES,
    sent: {
      title: "The cancellation was sent",
      text: "One of our advisors will contact you soon.",
      button: "OK",
    },
  },
];

for (const { path, form: formOf, entries, sent } of FORMS) {
  test(`${path}: what is typed before the script loads stays, in view, and is what the form sends`, async ({
    page,
    backend,
  }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const form = formOf(page);
    await fillFields(form, entries);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const labels = Object.keys(entries);
    expect(await fieldValues(form, labels)).toEqual(entries);
    // Hydration leaves the visitor where they were.
    await expect(button(form, "Send")).toBeInViewport();

    await send(form, "Send");
    await expectDialog(page, sent);
    const { message } = await relayFields(backend.onlyCallTo("incoming"));
    for (const entry of Object.values(entries)) expect(message).toContain(entry.trim());
  });
}

test("a field typed in and left before the script loads shows its message once the app is in, as if left then", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = contactForm(page);
  const email = form.getByRole("textbox", { name: "Email" });
  // A wrong e-mail, left for the message field, where the visitor still is when the app comes in.
  await email.fill("1ada@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill("Hello");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(email).toHaveAccessibleDescription(/The email must not start with numbers/);
  await expect(form.getByRole("textbox", { name: "Message" })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Message" })).not.toHaveAccessibleDescription(
    /cannot be empty|must/,
  );
});

test("/checkout: the stored plan's form is in the page before any script; what is typed and ticked there is what is charged", async ({
  page,
  backend,
}) => {
  await page.addInitScript(() =>
    window.sessionStorage.setItem("subscription", JSON.stringify({ subscriptionType: "PREMIUM" })),
  );
  const release = await holdScripts(page);
  await page.goto("/checkout", { waitUntil: "commit" });
  const form = checkoutForm(page);
  await expect(form.getByRole("article", { name: "PREMIUM" })).toBeVisible();
  const terms = form.getByRole("checkbox", { name: /accept the terms and conditions/ });
  await terms.check();
  const entries = checkoutEntries();
  await fillFields(form, entries);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const labels = Object.keys(entries);
  // The card number shows in groups once the rules are in.
  await expect.poll(() => fieldValues(form, labels)).toEqual(shownCheckoutEntries());
  await expect(terms).toBeChecked();
  // Hydration leaves the visitor where they were: at the last field filled.
  await expect(form.getByRole("textbox", { name: "Phone number" })).toBeInViewport();

  await send(form, "Purchase");
  await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved. Test transaction 7781.",
    button: "OK",
  });
  expect(decryptPaymentOrder(backend.onlyCallTo("encryptionApi"))).toMatchObject({
    card_number: CARD.approved,
    cvv: CARD.cvv,
    first_name: "Ada",
    state: "Florida",
    sku: "PREMIUM",
  });
});

test("/checkout: a field focused and left empty while the app is on its way shows its message once it is in", async ({
  page,
}) => {
  await page.addInitScript(() =>
    window.sessionStorage.setItem("subscription", JSON.stringify({ subscriptionType: "BASIC" })),
  );
  // The page's own script runs; the app it brings on the first focus waits.
  const release = await holdScripts(page, /\/assets\/(entry|rolldown-runtime)-/);
  await page.goto("/checkout", { waitUntil: "domcontentloaded" });
  const form = checkoutForm(page);
  const email = form.getByRole("textbox", { name: "Email", exact: true });
  await email.focus();
  await form.getByRole("textbox", { name: "Phone number" }).focus();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(email).toHaveAccessibleDescription(/Email cannot be empty/);
  // The field the visitor is in has not been left: no message yet.
  await expect(form.getByRole("textbox", { name: "Phone number" })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Phone number" })).not.toHaveAccessibleDescription(
    /cannot be empty/,
  );
});
