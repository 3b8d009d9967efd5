// What a visitor types into the forms, and how a journey finds fields, buttons and dialogs: by their labels and spec texts.
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD, testCheckoutEntries } from "@membership/sandbox";
import { solveCaptcha } from "@membership/test-fixtures/fake-recaptcha";
import { expect, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./fixtures.ts";

/** A visitor's entries, with stray spaces where people type them: the site must send them trimmed. */
export const VISITOR = {
  fullName: "  Ada Lovelace ",
  phoneNumber: "3055550123",
  email: "ada@example.com",
  message: "Please call me back about my membership.",
  orderId: "A-1017",
  reason: "Too expensive",
} as const;

const TEST_CHECKOUT = testCheckoutEntries();

export const CARD = {
  approved: APPROVED_TEST_CARD,
  declined: DECLINED_TEST_CARD,
  cvv: TEST_CHECKOUT.fcvv,
} as const;

/** The sandbox's test buyer, with stray spaces where people type them: the site must send them trimmed. */
export const BILLING = {
  firstName: ` ${TEST_CHECKOUT.firstName} `,
  lastName: TEST_CHECKOUT.lastName,
  address: ` ${TEST_CHECKOUT.address} `,
  addressApt: TEST_CHECKOUT.addressApt,
  city: `${TEST_CHECKOUT.city} `,
  state: TEST_CHECKOUT.state,
  zipCode: TEST_CHECKOUT.zipCode,
  email: TEST_CHECKOUT.email,
  phoneNumber: TEST_CHECKOUT.phoneNumber,
} as const;

export function textbox(scope: Locator | Page, label: string): Locator {
  return scope.getByRole("textbox", { name: label, exact: true });
}

export function select(scope: Locator | Page, label: string): Locator {
  return scope.getByRole("combobox", { name: label, exact: true });
}

export function button(scope: Locator | Page, name: string): Locator {
  return scope.getByRole("button", { name, exact: true });
}

export const contactForm = (page: Page) => page.getByRole("region", { name: "Contact form" });
export const cancellationForm = (page: Page) =>
  page.getByRole("region", { name: "Cancellation form" });
export const checkoutForm = (page: Page) => page.getByRole("region", { name: "Checkout form" });

/** The text box or select labelled `label`. */
export function control(scope: Locator | Page, label: string): Locator {
  return textbox(scope, label).or(select(scope, label));
}

/** Fills the fields named by their labels; a value for a select picks that option. */
export async function fillFields(
  scope: Locator,
  entries: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [label, value] of Object.entries(entries)) {
    const field = control(scope, label);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
}

/** What each field shows, keyed by label: a failed request must keep all of it. */
export async function fieldValues(
  scope: Locator,
  labels: readonly string[],
): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const label of labels) values[label] = await control(scope, label).inputValue();
  return values;
}

export const CONTACT_ENTRIES = {
  "Full name": VISITOR.fullName,
  "Phone number": VISITOR.phoneNumber,
  Email: VISITOR.email,
  Message: VISITOR.message,
} as const;

export const CANCELLATION_ENTRIES = {
  "Order ID": VISITOR.orderId,
  "Phone number": VISITOR.phoneNumber,
  Email: VISITOR.email,
  "Reason for cancellation": VISITOR.reason,
  Message: VISITOR.message,
} as const;

export function checkoutEntries(card: string = CARD.approved): Record<string, string> {
  return {
    "Card number": card,
    CVV: CARD.cvv,
    "Expiration date": TEST_CHECKOUT.expDate,
    "First name": BILLING.firstName,
    "Last name": BILLING.lastName,
    Address: BILLING.address,
    "Address 2": BILLING.addressApt,
    City: BILLING.city,
    State: BILLING.state,
    "Zip code": BILLING.zipCode,
    Email: BILLING.email,
    "Phone number": BILLING.phoneNumber,
  };
}

/** What the checkout's fields show once `checkoutEntries(card)` is typed: the card number in groups of four. */
export function shownCheckoutEntries(card: string = CARD.approved): Record<string, string> {
  return { ...checkoutEntries(card), "Card number": card.replace(/(\d{4})(?=\d)/g, "$1 ") };
}

export interface DialogTexts {
  title: string;
  text: string;
  button: string;
}

/** The §8 dialog of a form sent with a required field empty. */
export const FIELDS_MISSING_DIALOG: DialogTexts = {
  title: "Error!",
  text: "You must fill out the fields to continue",
  button: "Sure!",
};

/** The result dialog with this title, text and button; returns it for closing. */
export async function expectDialog(page: Page, expected: DialogTexts): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: expected.title, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(expected.text);
  await expect(dialog.getByRole("button")).toHaveText(expected.button);
  return dialog;
}

/** Closes a result dialog with its one button. */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole("button").click();
  await expect(dialog).toBeHidden();
}

/** Puts a marker and a plan in session storage, to see the site clear them. */
export async function seedSessionStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.sessionStorage.setItem("journey-marker", "set by the test");
  });
}

export function sessionStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.sessionStorage));
}

/** Buy on the Price page's card of `planType`, as a visitor does; ends on /checkout. */
export async function buyFromPrice(page: Page, planType: string): Promise<void> {
  await gotoHydrated(page, "/price");
  await page
    .getByRole("article", { name: planType, exact: true })
    .getByRole("button", { name: "Buy" })
    .click();
  await expect(page).toHaveURL("/checkout");
}

/** Fills the form with `entries`, solves its captcha and presses its submit button, as a visitor sends it. */
export async function send(
  form: Locator,
  submit: string,
  entries: Readonly<Record<string, string>> = {},
): Promise<void> {
  await fillFields(form, entries);
  await solveCaptcha(form);
  await button(form, submit).click();
}

/** Accepts the terms, fills the checkout with `entries`, solves the captcha and presses Purchase, as a visitor does. */
export async function purchase(form: Locator, entries = checkoutEntries()): Promise<void> {
  await form.getByRole("checkbox", { name: /accept the terms and conditions/ }).check();
  await send(form, "Purchase", entries);
}

/** A visitor who chose BASIC and opened /checkout; returns the checkout form. */
export async function openCheckoutWithPlan(page: Page): Promise<Locator> {
  await gotoHydrated(page, "/");
  await page.evaluate(() =>
    window.sessionStorage.setItem("subscription", JSON.stringify({ subscriptionType: "BASIC" })),
  );
  await gotoHydrated(page, "/checkout");
  return checkoutForm(page);
}

/**
 * Opens the floating 'Cancel Product' dialog from the page shown; returns the dialog, once its form is in. Until then
 * the dialog shown is the shell, which the form's dialog replaces: an action Playwright aims at the shell's button
 * would keep waiting on that element, hidden under the form's identical one.
 */
export async function openFloatingDialogHere(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Cancel Product", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Product" });
  await expect(dialog.getByLabel("Order ID")).toBeVisible();
  return dialog;
}

/** Opens the floating 'Cancel Product' dialog on a page without another form (/about-us). */
export async function openFloatingDialog(page: Page): Promise<Locator> {
  await gotoHydrated(page, "/about-us");
  return openFloatingDialogHere(page);
}
