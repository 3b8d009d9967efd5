// Journeys against the real sandbox backend (@membership/sandbox): the site's calls as a server really decrypts and answers them.

import { solveCaptcha } from "@membership/test-fixtures/fake-recaptcha";
import { E2E_BUILD_ENV } from "./e2eEnv.ts";
import { decryptPaymentOrder } from "./journeys/backend.ts";
import { expect, expectHomePage, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  button,
  buyFromPrice,
  CARD,
  CONTACT_ENTRIES,
  checkoutEntries,
  checkoutForm,
  closeDialog,
  contactForm,
  expectDialog,
  fillFields,
  send,
  VISITOR,
} from "./journeys/forms.ts";
import { type RunningSandbox, routeBackendToSandbox, startE2eSandbox } from "./journeys/sandbox.ts";

let sandbox: RunningSandbox;

test.beforeAll(async () => {
  sandbox = await startE2eSandbox();
});

test.afterAll(async () => {
  await sandbox.stop();
});

test.beforeEach(async ({ page }) => {
  await routeBackendToSandbox(page, sandbox);
});

test("Buy BASIC, a declined card, then the approved card: the sandbox charges once, storing only the last four digits", async ({
  page,
}) => {
  const earlier = (await sandbox.outbox()).length;
  await buyFromPrice(page, "BASIC");
  const form = checkoutForm(page);
  await form.getByRole("checkbox", { name: /accept the terms and conditions/ }).check();
  await send(form, "Purchase", checkoutEntries(CARD.declined));
  await closeDialog(
    await expectDialog(page, {
      title: "Error!",
      text: "Card declined by the issuing bank.",
      button: "OK",
    }),
  );

  await fillFields(form, { "Card number": CARD.approved });
  // Each order spends its captcha token (no card testing on one solve): the visitor solves it again.
  await send(form, "Purchase");
  const dialog = await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved. Sandbox transaction",
    button: "OK",
  });
  await closeDialog(dialog);
  await expectHomePage(page);

  const payments = (await sandbox.outbox())
    .slice(earlier)
    .filter((entry) => entry.kind === "payment");
  expect(payments).toHaveLength(2);
  const approved = payments.at(-1) as { order: Record<string, unknown>; result: unknown };
  expect(approved.result).toMatchObject({ ResponseCode: 200 });
  expect(approved.order).toMatchObject({
    domain: E2E_BUILD_ENV.VITE_SITE_DOMAIN,
    amount: "3.29",
    sku: "BASIC",
    card_last4: "1111",
  });
  expect(JSON.stringify(payments)).not.toContain(CARD.approved);
});

test("a contact message and a floating cancellation reach the sandbox's outbox", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  const form = contactForm(page);
  await send(form, "Send", CONTACT_ENTRIES);
  await closeDialog(
    await expectDialog(page, {
      title: "Message sent!",
      text: "One our representatives will contact you shortly",
      button: "OK",
    }),
  );
  await expectHomePage(page);

  await page.getByRole("button", { name: "Cancel Product", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Product" });
  await expect(dialog).toBeVisible();
  await fillFields(dialog, {
    "Order ID": VISITOR.orderId,
    "Phone number": VISITOR.phoneNumber,
    Email: VISITOR.email,
    "Reason for cancellation": VISITOR.reason,
  });
  await send(dialog, "Send");
  await closeDialog(
    await expectDialog(page, {
      title: "The cancellation was sent",
      text: "One of our advisors will contact you soon.",
      button: "OK",
    }),
  );

  const outbox = await sandbox.outbox();
  const contact = outbox.find(
    (entry) => entry.kind === "relay-message" && String(entry.message).includes("Ada Lovelace"),
  );
  expect(contact).toMatchObject({ website: E2E_BUILD_ENV.VITE_SITE_DOMAIN });
  const record = outbox.find(
    (entry) =>
      entry.kind === "cancellation-record" &&
      (entry.record as { orderId?: string }).orderId === VISITOR.orderId,
  );
  expect(record?.record).toMatchObject({
    motivo: VISITOR.reason,
    message: "No additional details",
    web_url: E2E_BUILD_ENV.VITE_SITE_DOMAIN,
  });
});

test("card, expiry and phone typed as printed and as autofill gives them purchase with no field error; the order holds their digits", async ({
  page,
}) => {
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, "0");
  const formatted = {
    "Card number": "4111 1111 1111 1111",
    "Expiration date": `12/${year}`,
    "Phone number": "(305) 555-0100",
  };
  await buyFromPrice(page, "PREMIUM");
  const form = checkoutForm(page);
  await form.getByRole("checkbox", { name: /accept the terms and conditions/ }).check();
  await fillFields(form, {
    ...checkoutEntries(),
    ...formatted,
    "Card number": "",
    "Phone number": "",
  });
  // Typed key by key, then left, as a visitor does.
  for (const [label, value] of Object.entries(formatted)) {
    const field = form.getByRole("textbox", { name: label, exact: true });
    await field.fill("");
    await field.pressSequentially(value);
    await field.blur();
    await expect(field, label).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(form.getByRole("textbox", { name: "Expiration date" })).toHaveValue(`12-${year}`);
  await solveCaptcha(form);
  const payment = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().includes("encryptionApi"),
  );
  await button(form, "Purchase").click();
  await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved. Sandbox transaction",
    button: "OK",
  });
  const request = await payment;
  const order = decryptPaymentOrder({
    endpoint: "encryptionApi",
    contentType: "application/json",
    body: Buffer.from(request.postData() ?? ""),
    pageUrl: page.url(),
  });
  expect(order).toMatchObject({
    card_number: "4111111111111111",
    exp_month: "12",
    exp_year: `20${year}`,
    phone: "3055550100",
    sku: "PREMIUM",
  });
});
