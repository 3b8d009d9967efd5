// The trial bought as a visitor buys it, in either language, on any origin serving the build: Buy on the price page,
// the card field, every field filled, the captcha solved, Purchase, and the success dialog closed on the way home.
import contentEn from "@membership/content/locales/en-US.json" with { type: "json" };
import contentEs from "@membership/content/locales/es-US.json" with { type: "json" };
import formsEn from "@membership/forms/locales/en-US.json" with { type: "json" };
import formsEs from "@membership/forms/locales/es-US.json" with { type: "json" };
import { testCardExpiry } from "@membership/sandbox";
import { reachForPage } from "@membership/site-check";
import { expect, type Locator, type Page } from "@playwright/test";
import { BILLING, CARD, expectDialog, send } from "./forms.ts";

export const LANGUAGES = {
  en: { prefix: "", content: contentEn, forms: formsEn },
  es: { prefix: "/es", content: contentEs, forms: formsEs },
} as const;
export type Language = keyof typeof LANGUAGES;

/** The checkout's fields in a language, by their labels there, filled with the approved sandbox card. */
export function checkoutEntriesIn(language: Language): Record<string, string> {
  const labels = LANGUAGES[language].forms.forms.checkout;
  return {
    [labels.cardNumber]: CARD.approved,
    [labels.fcvv]: CARD.cvv,
    [labels.expDate]: testCardExpiry().text,
    [labels.firstName]: BILLING.firstName,
    [labels.lastName]: BILLING.lastName,
    [labels.address]: BILLING.address,
    [labels.addressApt]: BILLING.addressApt,
    [labels.city]: BILLING.city,
    [labels.state]: BILLING.state,
    [labels.zipCode]: BILLING.zipCode,
    [labels.email]: BILLING.email,
    [labels.phoneNumber]: BILLING.phoneNumber,
  };
}

/** Buy on `origin`'s price page in that language; returns the checkout form once its card field shows. */
export async function buyTrial(page: Page, origin: string, language: Language): Promise<Locator> {
  const { prefix, content, forms } = LANGUAGES[language];
  await page.goto(`${origin}${prefix}/price`);
  await reachForPage(page);
  await page
    .getByRole("article", { name: "BASIC", exact: true })
    .getByRole("button", { name: content.plans.buyButton })
    .click();
  await expect(page).toHaveURL(`${origin}${prefix}/checkout`);
  const form = page.getByRole("region", { name: content.checkout.formLabel });
  await expect(
    form.getByRole("textbox", { name: forms.forms.checkout.cardNumber, exact: true }),
  ).toBeVisible();
  return form;
}

/** Fills and sends the checkout, then closes the success dialog, which goes home in that language. */
export async function purchaseTrial(page: Page, form: Locator, origin: string, language: Language) {
  const { prefix, forms } = LANGUAGES[language];
  await form.getByRole("checkbox", { name: new RegExp(forms.forms.checkout.termsLink) }).check();
  await send(form, forms.forms.checkout.submit, checkoutEntriesIn(language));
  const { title, button: ok } = forms.dialogs.checkoutSucceeded;
  const dialog = await expectDialog(page, { title, text: "", button: ok });
  await dialog.getByRole("button").click();
  await expect(page).toHaveURL(`${origin}${prefix}/`);
}
