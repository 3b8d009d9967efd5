import {
  type ApiConfig,
  ApiConfigurationError,
  DEFAULT_PAYMENT_TIMEOUT_MS,
  paymentIds,
  paymentKeyBytes,
} from "./config.js";
import type { CallOutcome } from "./outcome.js";
import { parseJsonObject, postOnce } from "./request.js";

/** Settings of every order (spec §9); the merchant and product ids are the site's own (ApiConfig), never defaulted. */
export const PAYMENT_SETTINGS = {
  quantity: 1,
  productCount: 1,
  captureDelay: 0,
  bincheck: 1,
  skip: 1,
  buildOrder: 1,
} as const;

/**
 * ResponseCodes that are a definite decline, nothing charged (the spec's 402-style reply), unless a site declares its
 * processor's own. Any other code other than 200 leaves the order's outcome unknown.
 */
export const DEFAULT_PAYMENT_DECLINE_CODES = [402] as const;

/** Text of a payment rejection when the server gave no readable reason. */
export const PAYMENT_UNREADABLE_REPLY_TEXT = "The payment service sent an unexpected reply.";

export interface PaymentInput {
  cardNumber: string;
  cvv: string;
  /** Two digits, e.g. "08" (a single digit is padded). */
  expMonth: string;
  /** Four digits, e.g. "2029" (two digits are read as 20xx). */
  expYear: string;
  firstName: string;
  lastName: string;
  address: string;
  addressApt: string;
  city: string;
  /** Full state name, e.g. "Florida". */
  state: string;
  zipCode: string;
  email: string;
  phoneNumber: string;
  /** The trial price, e.g. "3.29". */
  amount: string;
  /** Plan type, e.g. "BASIC". */
  sku: string;
  cardType: string;
  /** The solved captcha's token: a backend that checks it declines an order without one (card testing). */
  captchaToken?: string;
  /** One per order sent: a backend refuses a second order with the same key instead of charging twice. */
  idempotencyKey?: string;
}

/** The order object that is encrypted and sent to `{host}/encryptionApi`, as buildPaymentOrder makes it. */
export type PaymentOrder = ReturnType<typeof buildPaymentOrder>;

/** Body of `{host}/encryptionApi`: base64 AES-CBC ciphertext of the order JSON and the hex IV. */
export interface EncryptedPaymentBody {
  encryptedData: string;
  iv: string;
}

/** The JSON reply of `{host}/encryptionApi`; ResponseCode 200 means the charge went through. */
export interface PaymentReply {
  ResponseCode: number;
  ResponseData: string;
}

function fourDigitYear(year: string): string {
  return /^\d{2}$/.test(year) ? `20${year}` : year;
}

function twoDigitMonth(month: string): string {
  return /^\d$/.test(month) ? `0${month}` : month;
}

/** The order of spec §7 in wire field order, every string value trimmed; throws ApiConfigurationError without the site's ids. */
export function buildPaymentOrder(
  input: PaymentInput,
  config: Pick<ApiConfig, "siteDomain" | "paymentApiKey" | "merchantId" | "productId">,
) {
  const ids = paymentIds(config);
  return {
    domain: config.siteDomain.trim(),
    api_key: config.paymentApiKey.trim(),
    merchant_id: ids.merchantId,
    buildOrder: PAYMENT_SETTINGS.buildOrder,
    capture_delay: PAYMENT_SETTINGS.captureDelay,
    card_number: input.cardNumber.trim(),
    exp_month: twoDigitMonth(input.expMonth.trim()),
    exp_year: fourDigitYear(input.expYear.trim()),
    cvv: input.cvv.trim(),
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    address: input.address.trim(),
    apartment: input.addressApt.trim(),
    city: input.city.trim(),
    state: input.state.trim(),
    zip: input.zipCode.trim(),
    email: input.email.trim(),
    phone: input.phoneNumber.trim(),
    amount: input.amount.trim(),
    ProductCount: PAYMENT_SETTINGS.productCount,
    product_id: ids.productId,
    sku: input.sku.trim(),
    quantity: PAYMENT_SETTINGS.quantity,
    bincheck: PAYMENT_SETTINGS.bincheck,
    skip: PAYMENT_SETTINGS.skip,
    card_type: input.cardType.trim(),
    // The captcha token goes inside the encryption like the card; only when the input has one.
    ...(input.captchaToken === undefined ? {} : { recaptcha: input.captchaToken.trim() }),
    ...(input.idempotencyKey === undefined ? {} : { idempotency_key: input.idempotencyKey.trim() }),
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // Chunked so that String.fromCharCode never receives too many arguments.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * AES-CBC (PKCS#7) of the order JSON with the key's UTF-8 bytes and a fresh random 16-byte IV (Web Crypto).
 * Rejects with ApiConfigurationError when the key is not 16, 24 or 32 bytes long.
 */
export async function encryptPaymentOrder(
  order: PaymentOrder,
  key: string,
): Promise<EncryptedPaymentBody> {
  const keyBytes = paymentKeyBytes(key);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    "raw",
    keyBytes,
    { name: "AES-CBC" },
    false,
    ["encrypt"],
  );
  const plaintext = new TextEncoder().encode(JSON.stringify(order));
  const ciphertext = await globalThis.crypto.subtle.encrypt(
    { name: "AES-CBC", iv },
    cryptoKey,
    plaintext,
  );
  return { encryptedData: toBase64(new Uint8Array(ciphertext)), iv: toHex(iv) };
}

/** A PaymentReply when the text is JSON with a numeric (or numeric-text) ResponseCode, otherwise undefined. */
export function parsePaymentReply(text: string): PaymentReply | undefined {
  const parsed = parseJsonObject(text);
  if (!parsed) return undefined;
  const { ResponseCode, ResponseData } = parsed;
  const code =
    typeof ResponseCode === "string" && /^\d+$/.test(ResponseCode.trim())
      ? Number(ResponseCode)
      : ResponseCode;
  if (typeof code !== "number" || !Number.isInteger(code)) return undefined;
  return {
    ResponseCode: code,
    ResponseData: typeof ResponseData === "string" ? ResponseData : "",
  };
}

/**
 * Builds, trims and encrypts the order, then POSTs it once (never retried) to `{host}/encryptionApi`,
 * waiting up to `paymentTimeoutMs` (60 s by default) rather than the other calls' `timeoutMs`.
 * "sent" only for an HTTP ok reply whose ResponseCode is 200; any other code is "rejected" with its
 * ResponseData; a reply outside the {ResponseCode, ResponseData} contract is "rejected" with no text.
 * Neither the order nor the card ever appears in an outcome or a log. Rejects only with
 * ApiConfigurationError: a key of the wrong size, or no merchant or product id (nothing is sent then).
 */
export async function submitPayment(
  config: ApiConfig,
  input: PaymentInput,
): Promise<CallOutcome<PaymentReply>> {
  let body: EncryptedPaymentBody;
  try {
    body = await encryptPaymentOrder(buildPaymentOrder(input, config), config.paymentEncryptionKey);
  } catch (error) {
    // A wrong key size or a missing id is a programmer error, never a failed charge.
    if (error instanceof ApiConfigurationError) throw error;
    // Only the error's name is logged: the runtime refused the cipher, and the order must not leak.
    const reason = error instanceof Error ? error.name : "unknown error";
    const hint =
      paymentKeyBytes(config.paymentEncryptionKey).length === 24
        ? " Chromium's Web Crypto refuses 192-bit AES keys: use a 16- or 32-byte key."
        : "";
    console.error(`@membership/api: the payment order could not be encrypted (${reason}).${hint}`);
    return { kind: "network-error" };
  }
  const result = await postOnce(config, "encryptionApi", {
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
    timeoutMs: config.paymentTimeoutMs ?? DEFAULT_PAYMENT_TIMEOUT_MS,
  });
  if (result.kind !== "replied") return result;
  const { ok, status, text } = result.reply;
  const reply = parsePaymentReply(text);
  // A reply outside the contract carries no reason for the visitor: the request failed.
  if (reply === undefined) return { kind: "rejected", status, text: "" };
  if (ok && reply.ResponseCode === 200) return { kind: "sent", value: reply };
  return {
    kind: "rejected",
    status: reply.ResponseCode === 200 ? status : reply.ResponseCode,
    text: reply.ResponseData.trim() === "" ? PAYMENT_UNREADABLE_REPLY_TEXT : reply.ResponseData,
  };
}
