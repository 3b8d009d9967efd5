// The smoke walk's purchase: Buy on the price page, the checkout filled as a visitor fills it, and the payment the
// sandbox recorded.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import type { Report } from "./report.js";

/** What the walk reads of the forms' catalogue of the page's language (the site's dependency, not the walk's). */
export interface PurchaseTexts {
  messages: { email: { empty: string } };
  dialogs: { checkoutSucceeded: { title: string } };
}

/** The checkout as a visitor fills it, by the fields' names: the site's sandbox's testCheckoutEntries(). */
export type CheckoutEntries = Readonly<Record<string, string>> & { readonly state: string };

/** Buy on the price page at `pricePath` (before the app is in: the press brings it in); the checkout form once its card field shows. */
export async function openCheckout(page: Page, origin: string, pricePath: string, report: Report) {
  await page.goto(new URL(pricePath, origin).href);
  await page.locator("main article button").first().click();
  await page.waitForURL(/\/checkout$/);
  const form = page.locator("main form").first();
  const shown = await form
    .locator('input[name="cardNumber"]')
    .first()
    .waitFor()
    .then(
      () => true,
      () => false,
    );
  report(shown, "Buy opened the checkout with the plan and its card field");
  return form;
}

/** Buys the first plan from the price page at `pricePath`, reporting each step in the forms' texts of its language. */
export async function purchase(
  page: Page,
  origin: string,
  pricePath: string,
  { forms, entries }: { forms: PurchaseTexts; entries: CheckoutEntries },
  report: Report,
): Promise<void> {
  const form = await openCheckout(page, origin, pricePath, report);
  // Leaving the e-mail empty, as a visitor tabbing through does, shows the locale's message.
  const email = form.locator('input[name="email"]');
  await email.focus();
  await email.blur();
  const emailMessage = await page
    .getByText(forms.messages.email.empty, { exact: true })
    .waitFor({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  report(emailMessage, `an empty e-mail says "${forms.messages.email.empty}"`);
  const { state, ...typed } = entries;
  for (const [name, value] of Object.entries(typed)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.locator('select[name="state"]').selectOption(state);
  await form.locator('input[name="terms"]').check();
  await form.locator('input[name="sandboxCaptcha"]').check();
  await form.locator('button[type="submit"]').click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor({ timeout: 30_000 });
  const title = (await dialog.getByRole("heading").first().textContent())?.trim();
  const success = forms.dialogs.checkoutSucceeded.title;
  report(title === success, `the purchase ended in the dialog "${title}" (want "${success}")`);
}

/** Whether the sandbox's last payment charged the trial price for the first plan, from its outbox file. */
export async function reportPayment(
  outboxFile: string,
  expected: { price: string; sku: string | undefined },
  report: Report,
): Promise<void> {
  const payments = (await readFile(outboxFile, "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.kind === "payment");
  const payment = payments.at(-1);
  report(
    payment?.result?.ResponseCode === 200 &&
      payment.order?.amount === expected.price &&
      payment.order?.sku === expected.sku,
    `the sandbox approved ${payment?.order?.amount} for ${payment?.order?.sku} (want ${expected.price} for ${expected.sku})`,
  );
}
