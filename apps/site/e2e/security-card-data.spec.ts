// Card data through a whole purchase: the number, CVV and expiry never reach storage, cookies, a URL, the console or a message, and leave the form once charged.

import { testCardExpiry } from "@membership/sandbox";
import { solveCaptcha } from "@membership/test-fixtures/fake-recaptcha";
import type { Page } from "@playwright/test";
import { decryptPaymentOrder, jsonBody } from "./journeys/backend.ts";
import { expect, expectHomePage, gotoHydrated, test } from "./journeys/fixtures.ts";
import {
  button,
  CARD,
  checkoutEntries,
  checkoutForm,
  closeDialog,
  expectDialog,
  fillFields,
  send,
  textbox,
} from "./journeys/forms.ts";

// A CVV of four digits that appear nowhere else on the pages, so a hit is a leak.
const CVV = "9173";
const EXPIRY = testCardExpiry().text;

/** Everything a leak could end up in, collected while the visitor goes through the purchase. */
function watchLeaks(page: Page) {
  const seen = { urls: [] as string[], console: [] as string[], errors: [] as string[] };
  page.on("framenavigated", (frame) => seen.urls.push(frame.url()));
  page.on("request", (request) => seen.urls.push(request.url()));
  page.on("console", (message) => seen.console.push(message.text()));
  page.on("pageerror", (error) => seen.errors.push(`${error.message}\n${error.stack ?? ""}`));
  page.on("dialog", (dialog) => seen.errors.push(dialog.message()));
  return seen;
}

/** Storage, cookies and the current URL, as one text to search. */
async function storedText(page: Page): Promise<string> {
  const storage = await page.evaluate(() =>
    [window.sessionStorage, window.localStorage].flatMap((area) =>
      Object.keys(area).map((key) => `${key}=${area.getItem(key)}`),
    ),
  );
  const cookies = await page.context().cookies();
  return [page.url(), ...storage, ...cookies.map(({ name, value }) => `${name}=${value}`)].join(
    "\n",
  );
}

function expectNoCardIn(text: string, where: string, cards: readonly string[]): void {
  for (const secret of [...cards, CVV, EXPIRY]) {
    expect(text, `${where} holds ${secret}`).not.toContain(secret);
  }
}

/** The page's text and every field's value (its markup holds digits of icons and asset names). */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.textContent ?? "",
      ...Array.from(document.querySelectorAll("input, textarea"), (field) =>
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
          ? field.value
          : "",
      ),
    ].join("\n"),
  );
}

test("Buy, a decline, then a purchase: card data stays in the form and leaves it once charged", async ({
  page,
  backend,
}) => {
  const seen = watchLeaks(page);
  const cards = [CARD.declined, CARD.approved] as const;
  await gotoHydrated(page, "/price");
  await page
    .getByRole("article", { name: "PREMIUM", exact: true })
    .getByRole("button", { name: "Buy" })
    .click();
  await expect(page).toHaveURL("/checkout");
  const form = checkoutForm(page);
  await form.getByRole("checkbox", { name: /accept the terms and conditions/ }).check();
  await fillFields(form, { ...checkoutEntries(CARD.declined), CVV });
  await solveCaptcha(form);

  backend.answer("encryptionApi", {
    body: JSON.stringify({ ResponseCode: 402, ResponseData: "Card declined by the issuing bank." }),
    contentType: "application/json",
  });
  await button(form, "Purchase").click();
  const decline = await expectDialog(page, {
    title: "Error!",
    text: "Card declined by the issuing bank.",
    button: "OK",
  });
  expectNoCardIn((await decline.textContent()) ?? "", "the error dialog", cards);
  expectNoCardIn(await storedText(page), "storage, cookies or the URL", cards);
  await closeDialog(decline);

  backend.answer("encryptionApi", {
    body: JSON.stringify({ ResponseCode: 200, ResponseData: "Approved. Test transaction 7781." }),
    contentType: "application/json",
  });
  await fillFields(form, { "Card number": CARD.approved });
  // Each order spends its captcha token (no card testing on one solve): the visitor solves it again.
  await send(form, "Purchase");
  const success = await expectDialog(page, {
    title: "Successful transaction",
    text: "Approved. Test transaction 7781.",
    button: "OK",
  });
  // Charged: the card fields are empty while the dialog shows.
  for (const label of ["Card number", "CVV", "Expiration date"]) {
    await expect(textbox(form, label)).toHaveValue("");
  }
  expectNoCardIn(await pageText(page), "the page", cards);
  expectNoCardIn(await storedText(page), "storage, cookies or the URL", cards);
  await closeDialog(success);
  await expectHomePage(page);
  expectNoCardIn(await pageText(page), "the home page", cards);
  expectNoCardIn(await storedText(page), "storage, cookies or the URL", cards);

  // The card went out only inside the encrypted order.
  const payments = backend.callsTo("encryptionApi");
  expect(payments.map((call) => decryptPaymentOrder(call).card_number)).toEqual(cards);
  for (const payment of payments) {
    // Nothing in clear: only the ciphertext and its IV, random bytes that may spell any digits by chance.
    expect(Object.keys(jsonBody(payment)).sort()).toEqual(["encryptedData", "iv"]);
  }
  expectNoCardIn(seen.urls.join("\n"), "a URL the page loaded or navigated to", cards);
  expectNoCardIn(seen.console.join("\n"), "console output", cards);
  expect(seen.errors).toEqual([]);

  // Back: the way home replaced the payment page's entry, so the visitor lands on the page before it, and no form
  // comes back filled.
  await page.goBack();
  await expect(page).toHaveURL("/price");
  await expect(checkoutForm(page)).toHaveCount(0);
  expectNoCardIn(await pageText(page), "the page after going back", cards);
});
