// Checkout journey (spec §4, §7, §8): terms, required, format and expiry checks, the encrypted payment, every reply, no double charge.

import { testCardExpiry } from "@membership/sandbox";
import { reachForPage } from "@membership/site-check";
import { captchaButton, solveCaptcha } from "@membership/test-fixtures/fake-recaptcha";
import type { Page } from "@playwright/test";
import { E2E_BUILD_ENV } from "./e2eEnv.ts";
import { decryptPaymentOrder, NETWORK_FAILURE, type Reply } from "./journeys/backend.ts";
import { expect, expectHomePage, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  BILLING,
  button,
  CARD,
  checkoutEntries,
  checkoutForm,
  closeDialog,
  expectDialog,
  FIELDS_MISSING_DIALOG,
  fieldValues,
  fillFields,
  send,
  sessionStorageKeys,
  shownCheckoutEntries,
  textbox,
} from "./journeys/forms.ts";

/** The plan record Buy stores for PREMIUM (see TrialPlans and storage.ts). */
const PREMIUM = {
  subscriptionType: "PREMIUM",
  subscriptionPrice: "$49.95",
  subscriptionTrialInfo: "Trial for 30 days at",
  subscriptionTrialPrice: "$3.29",
  subscriptionDescription: "Monthly",
  subscriptionButtonText: "Buy",
} as const;

const TERMS = "I have read and accept the terms and conditions";
const CHECKOUT_LABELS = Object.keys(checkoutEntries());

/** A visitor who chose PREMIUM and opened /checkout. */
async function openCheckout(page: Page): Promise<void> {
  await gotoHydrated(page, "/");
  await page.evaluate(
    (plan) => window.sessionStorage.setItem("subscription", plan),
    JSON.stringify(PREMIUM),
  );
  await gotoHydrated(page, "/checkout");
  await expect(checkoutForm(page)).toBeVisible();
}

const termsBox = (page: Page) => checkoutForm(page).getByRole("checkbox", { name: TERMS });

/** Card data must never reach storage or the address bar. */
async function expectCardNowhereButTheForm(page: Page, card: string): Promise<void> {
  const stored = await page.evaluate(() =>
    [window.sessionStorage, window.localStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  );
  expect(stored.join("\n")).not.toContain(card);
  expect(page.url()).not.toContain(card);
  expect(page.url()).not.toContain(CARD.cvv);
}

test.beforeEach(async ({ page }) => {
  await openCheckout(page);
});

test("the chosen plan, its trial total and the accepted cards are shown", async ({ page }) => {
  const form = checkoutForm(page);
  await expect(form.getByRole("article", { name: "PREMIUM" })).toBeVisible();
  await expect(form.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(form.getByText("Total", { exact: true })).toBeVisible();
  await expect(form.getByText("$3.29").first()).toBeVisible();
  await expect(
    form.getByText("We accept Visa, Mastercard, American Express and UnionPay."),
  ).toBeVisible();
  await expect(form.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
    "href",
    "/terms-of-service",
  );
});

test("terms not accepted: 'Error!' says so, and the choice is saved", async ({ page, backend }) => {
  const form = checkoutForm(page);
  await expect(button(form, "Purchase")).toBeDisabled();
  await send(form, "Purchase", checkoutEntries());

  await closeDialog(
    await expectDialog(page, {
      title: "Error!",
      text: "You must accept terms and conditions",
      button: "OK",
    }),
  );
  expect(backend.calls).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem("terms"))).toBe("false");
});

test("a ticked terms box is saved and still ticked after a reload", async ({ page }) => {
  await termsBox(page).check();
  expect(await page.evaluate(() => window.localStorage.getItem("terms"))).toBe("true");
  await page.reload();
  await reachForPage(page);
  await expect(termsBox(page)).toBeChecked();
});

test("missing fields: 'Error!' asks to fill them out", async ({ page, backend }) => {
  const form = checkoutForm(page);
  await termsBox(page).check();
  await send(form, "Purchase", { "Card number": CARD.approved });

  await closeDialog(await expectDialog(page, FIELDS_MISSING_DIALOG));
  expect(backend.calls).toEqual([]);
  // The first empty field in the card's order: number, expiry, CVV.
  await expect(textbox(form, "Expiration date")).toBeFocused();
});

for (const { label, value, message } of [
  { label: "Zip code", value: "33I01", message: "Zip code only accepts numbers" },
  // Spaces and dashes are dropped before the rule; a letter is still refused.
  {
    label: "Card number",
    value: "4111-1111-1111-111O",
    message: "This field only accepts numbers",
  },
  {
    label: "Last name",
    value: "Lovel4ce",
    message: "It doesn't have valid characters for a last name",
  },
] as const) {
  test(`format failure of ${label}: 'Error!' shows "${message}"`, async ({ page, backend }) => {
    const form = checkoutForm(page);
    await termsBox(page).check();
    await send(form, "Purchase", { ...checkoutEntries(), [label]: value });

    await closeDialog(
      await expectDialog(page, {
        title: "Error!",
        text: message,
        button: "I am going to change it",
      }),
    );
    expect(backend.calls).toEqual([]);
    await expect(textbox(form, label)).toBeFocused();
  });
}

test("an expired card: 'Error!' says the expiration date is not valid", async ({
  page,
  backend,
}) => {
  const form = checkoutForm(page);
  await termsBox(page).check();
  await send(form, "Purchase", { ...checkoutEntries(), "Expiration date": "01-20" });

  await closeDialog(
    await expectDialog(page, {
      title: "Error!",
      text: "The expiration date of your card is not valid",
      button: "OK",
    }),
  );
  expect(backend.calls).toEqual([]);
});

test("ResponseCode 200: every order field arrives encrypted, then 'Successful transaction' and home with plan, terms and session cleared", async ({
  page,
  backend,
}) => {
  const form = checkoutForm(page);
  await termsBox(page).check();
  await fillFields(form, checkoutEntries());
  await expectCardNowhereButTheForm(page, CARD.approved);
  await send(form, "Purchase");

  const dialog = await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved. Test transaction 7781.",
    button: "OK",
  });
  await expect(dialog).toContainText(
    "An email with the order details will be sent to you shortly.",
  );

  expect(backend.calls).toHaveLength(1);
  const payment = backend.onlyCallTo("encryptionApi");
  expect(payment.contentType).toContain("application/json");
  // The wire carries ciphertext only.
  expect(payment.body.toString("utf8")).not.toContain(CARD.approved);
  const expiry = testCardExpiry();
  expect(decryptPaymentOrder(payment)).toEqual({
    domain: E2E_BUILD_ENV.VITE_SITE_DOMAIN,
    api_key: E2E_BUILD_ENV.VITE_PAYMENT_API_KEY,
    merchant_id: 53,
    buildOrder: 1,
    capture_delay: 0,
    card_number: CARD.approved,
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvv: CARD.cvv,
    first_name: "Ada",
    last_name: "Lovelace",
    address: "1 Ocean Drive",
    apartment: "Apt 4",
    city: "Miami",
    state: BILLING.state,
    zip: BILLING.zipCode,
    email: BILLING.email,
    phone: BILLING.phoneNumber,
    amount: "3.29",
    ProductCount: 1,
    product_id: 6,
    sku: "PREMIUM",
    quantity: 1,
    bincheck: 1,
    skip: 1,
    card_type: "Visa",
    // The solved captcha's token, so the backend can refuse an order no person sent, and the order's own key.
    recaptcha: expect.stringMatching(/^fake-recaptcha-token-/),
    idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  await expectCardNowhereButTheForm(page, CARD.approved);

  await closeDialog(dialog);
  await expectHomePage(page);
  const storage = await page.evaluate(() => ({
    plan: window.sessionStorage.getItem("subscription"),
    terms: window.localStorage.getItem("terms"),
  }));
  expect(storage).toEqual({ plan: null, terms: null });
  expect((await sessionStorageKeys(page)).filter((key) => key !== "section")).toEqual([]);
});

for (const { situation, reply, dialog } of [
  {
    situation: "a decline (ResponseCode 402)",
    reply: {
      body: JSON.stringify({
        ResponseCode: 402,
        ResponseData: "Card declined by the issuing bank.",
      }),
      contentType: "application/json",
    },
    dialog: { title: "Error!", text: "Card declined by the issuing bank.", button: "OK" },
  },
  {
    situation: "HTTP 500 with a plain-text body",
    reply: { status: 500, body: "Payment service unavailable" },
    dialog: {
      title: "Error",
      text: "Error sending the checkout information. Please try again",
      button: "OK",
    },
  },
  {
    situation: "a network failure",
    reply: NETWORK_FAILURE,
    dialog: {
      title: "Error",
      text: "Error sending the checkout information. Please try again",
      button: "OK",
    },
  },
] satisfies { situation: string; reply: Reply; dialog: object }[]) {
  test(`${situation}: '${dialog.title}' says "${dialog.text}", everything typed is kept`, async ({
    page,
    backend,
    consoleExpectations,
  }) => {
    consoleExpectations.allowFailedCalls("encryptionApi");
    backend.answer("encryptionApi", reply);
    const form = checkoutForm(page);
    await termsBox(page).check();
    await send(form, "Purchase", checkoutEntries(CARD.declined));

    await closeDialog(await expectDialog(page, dialog));
    await expect(page).toHaveURL("/checkout");
    expect(await fieldValues(form, CHECKOUT_LABELS)).toEqual(shownCheckoutEntries(CARD.declined));
    await expect(termsBox(page)).toBeChecked();
    expect(await page.evaluate(() => window.sessionStorage.getItem("subscription"))).not.toBeNull();
    await expectCardNowhereButTheForm(page, CARD.declined);
  });
}

test("Purchase is disabled while the payment is in flight: a double click charges once", async ({
  page,
  backend,
}) => {
  backend.answer("encryptionApi", {
    body: JSON.stringify({ ResponseCode: 200, ResponseData: "Approved once." }),
    contentType: "application/json",
    delayMs: 1_500,
  });
  const form = checkoutForm(page);
  const purchase = button(form, "Purchase");
  await termsBox(page).check();
  await fillFields(form, checkoutEntries());
  await expect(purchase).toBeDisabled();
  await solveCaptcha(form);
  await expect(purchase).toBeEnabled();

  await purchase.dblclick();
  await expect(purchase).toBeDisabled();
  await expect(form.getByTestId("loading-overlay")).toHaveAttribute("data-state", "visible");
  await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved once.",
    button: "OK",
  });
  expect(backend.callsTo("encryptionApi")).toHaveLength(1);
});

test("a payment lost on the network is retried with the same order key, after asking first (issue 37)", async ({
  page,
  backend,
  consoleExpectations,
}) => {
  consoleExpectations.allowFailedCalls("encryptionApi");
  backend.answer("encryptionApi", NETWORK_FAILURE);
  const form = checkoutForm(page);
  await termsBox(page).check();
  await send(form, "Purchase", checkoutEntries());
  await closeDialog(
    await expectDialog(page, {
      title: "Error",
      text: "Error sending the checkout information. Please try again",
      button: "OK",
    }),
  );

  backend.answer("encryptionApi", {
    body: JSON.stringify({ ResponseCode: 200, ResponseData: "Approved once." }),
    contentType: "application/json",
  });
  await send(form, "Purchase");
  await button(page.getByRole("dialog", { name: "Purchase again?" }), "Purchase again").click();
  await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved once.",
    button: "OK",
  });
  const [first, retry] = backend.callsTo("encryptionApi").map((call) => decryptPaymentOrder(call));
  expect(first?.idempotency_key).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  // The processor sees the same order again, with the captcha solved again.
  expect(retry?.idempotency_key).toBe(first?.idempotency_key);
  expect(retry?.recaptcha).not.toBe(first?.recaptcha);
});

test("a full purchase with the keyboard alone: Tab, typing, Space and Enter", async ({
  page,
  backend,
}) => {
  // About 60 key presses, each followed by a look at the focus: some 15 s alone, over 30 s on a busy 2-core machine.
  test.slow();
  const form = checkoutForm(page);
  const focusedName = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute("name") ?? active?.textContent?.trim() ?? "";
    });
  /** Presses Tab until the element called `name` (its name attribute or text) has the focus. */
  const tabTo = async (name: string) => {
    for (let presses = 0; presses < 80; presses += 1) {
      if ((await focusedName()) === name) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${name}`);
  };
  const typeInto = async (name: string, text: string) => {
    await tabTo(name);
    await page.keyboard.type(text);
  };

  await typeInto("cardNumber", CARD.approved);
  await typeInto("fcvv", CARD.cvv);
  await typeInto("expDate", testCardExpiry().text);
  await tabTo("terms");
  await page.keyboard.press("Space");
  await typeInto("firstName", BILLING.firstName);
  await typeInto("lastName", BILLING.lastName);
  await typeInto("address", BILLING.address);
  await typeInto("addressApt", BILLING.addressApt);
  await typeInto("city", BILLING.city);
  // A focused select picks the option whose name is typed.
  await typeInto("state", "Florida");
  await typeInto("zipCode", BILLING.zipCode);
  await typeInto("email", BILLING.email);
  await typeInto("phoneNumber", BILLING.phoneNumber);
  await tabTo("I'm not a robot");
  await page.keyboard.press("Space");
  await expect(captchaButton(form)).toHaveCount(0);
  await tabTo("Purchase");
  await page.keyboard.press("Enter");

  const dialog = await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved. Test transaction 7781.",
    button: "OK",
  });
  expect(decryptPaymentOrder(backend.onlyCallTo("encryptionApi"))).toMatchObject({
    card_number: CARD.approved,
    state: "Florida",
    first_name: "Ada",
    sku: "PREMIUM",
  });
  // The dialog's button has the focus: Enter closes it.
  await expect(dialog.getByRole("button")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
});
