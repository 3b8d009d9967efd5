// Failing networks: a backend that never answers ends, at the call's timeout (15 s; the payment 60 s, so a slow payment
// is never charged twice), in the spec's §8 dialog with the form intact; no call is sent twice.

import { DEFAULT_PAYMENT_TIMEOUT_MS, DEFAULT_TIMEOUT_MS } from "@membership/api";
import { solveCaptcha } from "@membership/test-fixtures/fake-recaptcha";
import type { Locator, Page } from "@playwright/test";
import { type Endpoint, NEVER_ANSWERS, SUCCESS_REPLIES } from "./journeys/backend.ts";
import { expect, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  button,
  CANCELLATION_ENTRIES,
  CONTACT_ENTRIES,
  cancellationForm,
  checkoutEntries,
  closeDialog,
  contactForm,
  type DialogTexts,
  expectDialog,
  fieldValues,
  fillFields,
  openCheckoutWithPlan,
  openFloatingDialog,
  send,
  VISITOR,
} from "./journeys/forms.ts";

/** A visitor with a plan on /checkout, terms ticked. */
async function openCheckout(page: Page): Promise<Locator> {
  const form = await openCheckoutWithPlan(page);
  await form.getByRole("checkbox", { name: /accept the terms and conditions/ }).check();
  return form;
}

/** Stops the page's clock, so the test alone moves time from the submit on. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
}

/** The notice of a slow payment, as a screen reader hears it (a polite status). */
const stillProcessing = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: "Still processing your payment — don't close this page" });

const FLOATING_ENTRIES = {
  "Order ID": VISITOR.orderId,
  "Phone number": VISITOR.phoneNumber,
  Email: VISITOR.email,
  "Reason for cancellation": "Not longer needed",
  "Message (optional)": VISITOR.message,
} as const;

interface HangingCall {
  call: string;
  endpoint: Endpoint;
  /** Opens the form, returns where its fields are. */
  open(page: Page): Promise<Locator>;
  entries: Readonly<Record<string, string>>;
  submit: string;
  dialog: DialogTexts;
  /** When the call gives up. */
  timeoutMs: number;
  /** What the fields show once filled, where it differs from what was typed (the card number in groups). */
  shown?: Readonly<Record<string, string>>;
  /** The floating dialog's captcha unmounts while the result dialog shows, so it asks for a fresh solve. */
  keepsCaptcha: boolean;
}

const hangingCalls: HangingCall[] = [
  {
    call: "the contact relay",
    endpoint: "incoming",
    open: async (page) => {
      await gotoHydrated(page, "/contact");
      return contactForm(page);
    },
    entries: CONTACT_ENTRIES,
    submit: "Send",
    dialog: {
      title: "Error",
      text: "Error sending contact email. Please, try again",
      button: "OK",
    },
    timeoutMs: DEFAULT_TIMEOUT_MS,
    keepsCaptcha: true,
  },
  {
    call: "the cancellation relay",
    endpoint: "incoming",
    open: async (page) => {
      await gotoHydrated(page, "/cancel-service");
      return cancellationForm(page);
    },
    entries: CANCELLATION_ENTRIES,
    submit: "Send",
    dialog: {
      title: "Error",
      text: "Error sending the cancellation email. Please, try again",
      button: "OK",
    },
    timeoutMs: DEFAULT_TIMEOUT_MS,
    keepsCaptcha: true,
  },
  {
    call: "the payment",
    endpoint: "encryptionApi",
    open: openCheckout,
    entries: checkoutEntries(),
    submit: "Purchase",
    dialog: {
      title: "Error",
      text: "Error sending the checkout information. Please try again",
      button: "OK",
    },
    timeoutMs: DEFAULT_PAYMENT_TIMEOUT_MS,
    shown: { ...checkoutEntries(), "Card number": "4111 1111 1111 1111" },
    // The order carried the token: it is spent, and the next attempt needs a new solve.
    keepsCaptcha: false,
  },
  {
    call: "the floating dialog's cancellation record",
    endpoint: "cancelAgmProduct",
    open: openFloatingDialog,
    entries: FLOATING_ENTRIES,
    submit: "Send",
    dialog: { title: "Error", text: "The request could not be sent", button: "OK" },
    timeoutMs: DEFAULT_TIMEOUT_MS,
    keepsCaptcha: false,
  },
];

for (const {
  call,
  endpoint,
  open,
  entries,
  submit,
  dialog,
  timeoutMs,
  shown,
  keepsCaptcha,
} of hangingCalls) {
  test(`${call} never answered: after ${timeoutMs / 1000} s '${dialog.title}' says "${dialog.text}", the form intact`, async ({
    page,
    backend,
    consoleExpectations,
  }) => {
    consoleExpectations.allowFailedCalls(endpoint);
    backend.answer(endpoint, NEVER_ANSWERS);
    // The page's own clock, so the test need not wait the real timeout out.
    await page.clock.install();
    const form = await open(page);
    await fillFields(form, entries);
    await solveCaptcha(form);
    await pauseClock(page);
    await button(form, submit).click();
    await expect.poll(() => backend.callsTo(endpoint).length).toBe(1);

    // Still waiting: nothing but the timeout can end this request.
    await expect(button(form, submit)).toBeDisabled();
    await expect(page.getByRole("dialog", { name: dialog.title, exact: true })).toHaveCount(0);
    await page.clock.runFor(timeoutMs - 1_000);
    await expect(page.getByRole("dialog", { name: dialog.title, exact: true })).toHaveCount(0);
    await page.clock.runFor(1_000);
    await closeDialog(await expectDialog(page, dialog));

    expect(await fieldValues(form, Object.keys(entries))).toEqual(shown ?? entries);
    if (!keepsCaptcha) await solveCaptcha(form);
    await expect(button(form, submit)).toBeEnabled();
    expect(backend.callsTo(endpoint)).toHaveLength(1);
  });
}

test("a slow payment: still processing after 10 s, still waiting at 59 s, then the spec's error with a line to check the e-mail first", async ({
  page,
  backend,
  consoleExpectations,
}) => {
  consoleExpectations.allowFailedCalls("encryptionApi");
  backend.answer("encryptionApi", NEVER_ANSWERS);
  await page.clock.install();
  const form = await openCheckout(page);
  await fillFields(form, checkoutEntries());
  await solveCaptcha(form);
  await pauseClock(page);
  await button(form, "Purchase").click();
  await expect.poll(() => backend.callsTo("encryptionApi").length).toBe(1);
  await page.clock.runFor(9_000);
  await expect(stillProcessing(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(stillProcessing(page)).toBeVisible();
  await page.clock.runFor(DEFAULT_PAYMENT_TIMEOUT_MS - 11_000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.clock.runFor(1_000);
  const dialog = await expectDialog(page, {
    title: "Error",
    text: "Error sending the checkout information. Please try again",
    button: "OK",
  });
  await expect(dialog).toContainText(
    "Your payment may still have gone through: check your e-mail for a confirmation before you try again.",
  );
});

test("a payment reply that arrives after 30 s still ends in the success dialog, charged once", async ({
  page,
  backend,
}) => {
  // Held back for real while the page's clock runs 30 s ahead: the reply lands after 30 s of page time.
  backend.answer("encryptionApi", { ...SUCCESS_REPLIES.encryptionApi, delayMs: 2_000 });
  await page.clock.install();
  const form = await openCheckout(page);
  await fillFields(form, checkoutEntries());
  await solveCaptcha(form);
  await pauseClock(page);
  await button(form, "Purchase").click();
  await expect.poll(() => backend.callsTo("encryptionApi").length).toBe(1);
  await page.clock.runFor(30_000);
  await expect(stillProcessing(page)).toBeVisible();
  await expect(
    page.getByRole("dialog", { name: "Successful transaction", exact: true }),
  ).toBeVisible();
  expect(backend.callsTo("encryptionApi")).toHaveLength(1);
});

test("a cancellation record that never answers after the e-mail went out is logged after the timeout; the visitor sees success", async ({
  page,
  backend,
  consoleExpectations,
}) => {
  consoleExpectations.allowFailedCalls("cancelAgmProduct");
  consoleExpectations.expect("warning", /^The cancellation record was not saved: timeout\.$/);
  backend.answer("cancelAgmProduct", NEVER_ANSWERS);
  await page.clock.install();
  await gotoHydrated(page, "/cancel-service");
  const form = cancellationForm(page);
  await send(form, "Send", CANCELLATION_ENTRIES);
  await expect.poll(() => backend.callsTo("cancelAgmProduct").length).toBe(1);

  await page.clock.fastForward(DEFAULT_TIMEOUT_MS);
  await closeDialog(
    await expectDialog(page, {
      title: "The cancellation was sent",
      text: "One of our advisors will contact you soon.",
      button: "OK",
    }),
  );
  await expect(page).toHaveURL("/");
});

/** Slow enough that every key press below lands while the payment is in flight. */
const SLOW_APPROVAL = {
  body: JSON.stringify({ ResponseCode: 200, ResponseData: "Approved once." }),
  contentType: "application/json",
  delayMs: 5_000,
} as const;

test("Enter pressed twice in a field and again on Purchase, with a slow backend: one payment request", async ({
  page,
  backend,
}) => {
  backend.answer("encryptionApi", SLOW_APPROVAL);
  const form = await openCheckout(page);
  await fillFields(form, checkoutEntries());
  await solveCaptcha(form);
  const phone = form.getByRole("textbox", { name: "Phone number", exact: true });
  await phone.press("Enter");
  await phone.press("Enter");
  await page.keyboard.press("Enter");
  await expect.poll(() => backend.callsTo("encryptionApi").length).toBe(1);
  await expect(
    page.getByRole("dialog", { name: "Successful transaction", exact: true }),
  ).toBeVisible({ timeout: 10_000 });
  expect(backend.callsTo("encryptionApi")).toHaveLength(1);
});

test("Send clicked twice on the contact form with a slow relay: one message", async ({
  page,
  backend,
}) => {
  backend.answer("incoming", { body: "Message has been sent.", delayMs: 1_500 });
  await gotoHydrated(page, "/contact");
  const form = contactForm(page);
  await fillFields(form, CONTACT_ENTRIES);
  await solveCaptcha(form);
  await button(form, "Send").dblclick();
  await expectDialog(page, {
    title: "Message sent!",
    text: "One our representatives will contact you shortly",
    button: "OK",
  });
  expect(backend.callsTo("incoming")).toHaveLength(1);
});
