// The documented test cards of the sandbox (see README.md).
import { DEFAULT_PAYMENT_DECLINE_CODES } from "@membership/api";

export const APPROVED_TEST_CARD = "4111111111111111";
export const DECLINED_TEST_CARD = "4000000000000002";

export const DECLINED_TEXT = "Card declined by the issuing bank.";
export const INVALID_CARD_TEXT = "Invalid card number.";
/** ResponseCode of both declines: the one a site counts as a decline by default. */
export const DECLINED_CODE = DEFAULT_PAYMENT_DECLINE_CODES[0];

export function isLuhnValid(cardNumber: string): boolean {
  if (!/^\d{12,19}$/.test(cardNumber)) return false;
  let sum = 0;
  for (let index = 0; index < cardNumber.length; index += 1) {
    const digit = Number(cardNumber[cardNumber.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

export type CardDecision =
  | { approved: true }
  | { approved: false; ResponseCode: number; ResponseData: string };

/** The decline card is declined; every other Luhn-valid number is approved; anything else is invalid. */
export function decideCard(cardNumber: string): CardDecision {
  if (cardNumber === DECLINED_TEST_CARD) {
    return { approved: false, ResponseCode: DECLINED_CODE, ResponseData: DECLINED_TEXT };
  }
  if (isLuhnValid(cardNumber)) return { approved: true };
  return { approved: false, ResponseCode: DECLINED_CODE, ResponseData: INVALID_CARD_TEXT };
}

/** Long digit runs (card numbers typed anywhere) reduced to their last four digits. */
export function maskCardNumbers(text: string): string {
  return text.replace(
    /\d(?:[ -]?\d){11,18}/g,
    (run) => `[card ending ${run.replace(/\D/g, "").slice(-4)}]`,
  );
}
