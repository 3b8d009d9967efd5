// Nothing typed is lost (issue 14): the checkout's billing values survive a reload, a visit to another page and
// reading the terms, for the life of the tab; the card number, expiry and CVV are never kept.
import { testCardExpiry } from "@membership/sandbox";
import { expect, test } from "./journeys/fixtures.ts";
import {
  BILLING,
  buyFromPrice,
  CARD,
  checkoutEntries,
  control,
  fieldValues,
  fillFields,
  openCheckoutWithPlan,
} from "./journeys/forms.ts";

const BILLING_LABELS = [
  "First name",
  "Last name",
  "Address",
  "Address 2",
  "City",
  "State",
  "Zip code",
  "Email",
  "Phone number",
] as const;
const CARD_LABELS = ["Card number", "Expiration date", "CVV"] as const;

// A CVV whose digits appear in no other value, so a hit in storage is a leak.
const CVV = "9173";
const entries = { ...checkoutEntries(), CVV };

const billingShown = Object.fromEntries(
  BILLING_LABELS.map((label) => [label, checkoutEntries()[label] ?? ""]),
);

test("billing values come back after a reload and after another page; card fields come back empty and are never stored", async ({
  page,
}) => {
  const form = await openCheckoutWithPlan(page);
  await fillFields(form, entries);
  await control(form, "Phone number").blur();

  await page.reload();
  await expect(control(form, "City")).toHaveValue(BILLING.city);
  expect(await fieldValues(form, [...BILLING_LABELS])).toEqual(billingShown);
  expect(await fieldValues(form, [...CARD_LABELS])).toEqual({
    "Card number": "",
    "Expiration date": "",
    CVV: "",
  });

  await buyFromPrice(page, "BASIC");
  await expect(control(form, "City")).toHaveValue(BILLING.city);
  expect(await fieldValues(form, [...BILLING_LABELS])).toEqual(billingShown);

  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.sessionStorage, ...window.localStorage }),
  );
  for (const secret of [CARD.approved, CVV, testCardExpiry().text]) {
    expect(stored).not.toContain(secret);
  }
});

test("reading the terms opens them in a new tab, outside the checkbox, and loses nothing typed", async ({
  page,
}) => {
  const form = await openCheckoutWithPlan(page);
  await fillFields(form, checkoutEntries());
  const typed = await fieldValues(form, [...BILLING_LABELS, ...CARD_LABELS]);
  const checkbox = form.getByRole("checkbox", { name: /accept the terms and conditions/ });
  const link = form.getByRole("link", { name: /terms and conditions/i });
  await expect(link).toContainText("(opens in a new tab)");
  // Outside the checkbox's label: tapping the link never ticks the box, and the box's name is not the link's.
  expect(await link.evaluate((element) => element.closest("label") === null)).toBe(true);

  const [terms] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await terms.waitForLoadState();
  await expect(terms).toHaveURL(/\/terms-of-service$/);
  await expect(checkbox).not.toBeChecked();
  await terms.close();

  await expect(page).toHaveURL("/checkout");
  expect(await fieldValues(form, [...BILLING_LABELS, ...CARD_LABELS])).toEqual(typed);
});
