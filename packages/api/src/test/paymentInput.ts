// A visitor's payment input, every value padded, and the order the api must build of it.
import type { PaymentInput } from "../payment.js";

export const CARD_NUMBER = "4111111111111111";
export const CVV = "737";

// Every value padded, to show that the order carries them trimmed.
export const paddedInput: PaymentInput = {
  cardNumber: ` ${CARD_NUMBER} `,
  cvv: ` ${CVV}\t`,
  expMonth: " 08 ",
  expYear: " 2029 ",
  firstName: " Ada ",
  lastName: " Lovelace ",
  address: " 1 Main Street ",
  addressApt: " Apt 2 ",
  city: " Miami ",
  state: " Florida ",
  zipCode: " 33101 ",
  email: " ada@example.test ",
  phoneNumber: " 5550100000 ",
  amount: " 3.29 ",
  sku: " BASIC ",
  cardType: " Visa ",
};

export const expectedOrder = {
  domain: "sister-site.test",
  api_key: "api-key-for-tests",
  merchant_id: 71,
  buildOrder: 1,
  capture_delay: 0,
  card_number: CARD_NUMBER,
  exp_month: "08",
  exp_year: "2029",
  cvv: CVV,
  first_name: "Ada",
  last_name: "Lovelace",
  address: "1 Main Street",
  apartment: "Apt 2",
  city: "Miami",
  state: "Florida",
  zip: "33101",
  email: "ada@example.test",
  phone: "5550100000",
  amount: "3.29",
  ProductCount: 1,
  product_id: 12,
  sku: "BASIC",
  quantity: 1,
  bincheck: 1,
  skip: 1,
  card_type: "Visa",
};
