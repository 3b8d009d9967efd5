// The checkout's fields: the card's, then the billing address's, in the order the visitor meets them.
import { stateNames } from "../../states.js";
import type { CheckoutField } from "../../values.js";
import { emailRow, type FieldRow, phoneRow, type TextKey } from "../shared/FormFields.js";
import { cardNumberInput, expiryInput } from "../shared/inputs.js";
import type { CheckoutFormTexts } from "../shared/texts.js";

/** The checkout's texts, and the expiry's format hint from the messages. */
export type CheckoutRowTexts = TextKey<CheckoutFormTexts> | "expDateHint";
type CheckoutRow = FieldRow<CheckoutField, CheckoutRowTexts>;

export const paymentRows: readonly CheckoutRow[] = [
  {
    name: "cardNumber",
    label: "cardNumber",
    wide: true,
    autofill: "cardNumber",
    input: cardNumberInput,
  },
  // The spec's format hint stays in view, unless the message under it says the same.
  {
    name: "expDate",
    label: "expDate",
    placeholder: "expDatePlaceholder",
    hint: "expDateHint",
    autofill: "expDate",
    input: expiryInput,
  },
  { name: "fcvv", label: "fcvv", maxLength: 4, hint: "fcvvHint", autofill: "cvv" },
];

export const billingRows: readonly CheckoutRow[] = [
  { name: "firstName", label: "firstName", autofill: "firstName" },
  { name: "lastName", label: "lastName", autofill: "lastName" },
  { name: "address", label: "address", wide: true, autofill: "address" },
  {
    name: "addressApt",
    label: "addressApt",
    wide: true,
    hint: "addressAptHint",
    autofill: "addressApt",
  },
  { name: "city", label: "city", autofill: "city" },
  {
    name: "state",
    label: "state",
    control: "select",
    placeholder: "statePlaceholder",
    autofill: "state",
  },
  { name: "zipCode", label: "zipCode", autofill: "zipCode" },
  emailRow,
  phoneRow,
];

export const stateOptions = stateNames.map((name) => ({ value: name, label: name }));
