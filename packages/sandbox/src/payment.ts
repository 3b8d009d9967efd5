import { createDecipheriv, createHash } from "node:crypto";
import { DECLINED_CODE } from "./cards.ts";

/** The numbers every order carries (the site's PAYMENT_SETTINGS), checked so that client bugs show. */
export const FIXED_ORDER_FIELDS = {
  buildOrder: 1,
  capture_delay: 0,
  ProductCount: 1,
  quantity: 1,
  bincheck: 1,
  skip: 1,
} as const;

/** Text fields of the order; all must be strings, and all but `apartment` non-blank. */
export const ORDER_TEXT_FIELDS = [
  "domain",
  "api_key",
  "card_number",
  "exp_month",
  "exp_year",
  "cvv",
  "first_name",
  "last_name",
  "address",
  "apartment",
  "city",
  "state",
  "zip",
  "email",
  "phone",
  "amount",
  "sku",
  "card_type",
] as const;

export type OrderTextField = (typeof ORDER_TEXT_FIELDS)[number];
/** Each brand's own ids at its payment provider, whichever the order carries: positive whole numbers. */
export const BRAND_ORDER_IDS = ["merchant_id", "product_id"] as const;

/** Text fields an order may carry: the solved captcha's token and the key that makes a second send a duplicate. */
export const OPTIONAL_ORDER_TEXT_FIELDS = ["recaptcha", "idempotency_key"] as const;

export type PaymentOrder = Record<OrderTextField, string> &
  Partial<Record<(typeof OPTIONAL_ORDER_TEXT_FIELDS)[number], string>> &
  typeof FIXED_ORDER_FIELDS &
  Record<(typeof BRAND_ORDER_IDS)[number], number>;

/** Longer than any reCAPTCHA token or idempotency key. */
const MAX_TOKEN_LENGTH = 4096;

export type Checked<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const refusal = (status: number, message: string) => ({ ok: false, status, message }) as const;

function isBase64(text: string): boolean {
  return text.length > 0 && text.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(text);
}

export function keyBits(key: string): number {
  const length = Buffer.byteLength(key, "utf8");
  if (length !== 16 && length !== 24 && length !== 32) {
    throw new Error(
      `The sandbox encryption key must be 16, 24 or 32 bytes of UTF-8; it has ${length} bytes.`,
    );
  }
  return length * 8;
}

/** Checks the `{encryptedData, iv}` body and decrypts it (AES-CBC, PKCS#7) into order JSON. */
export function decryptOrderBody(body: unknown, key: string): Checked<unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refusal(400, "Expected a JSON object with encryptedData and iv.");
  }
  const { encryptedData, iv } = body as Record<string, unknown>;
  if (typeof encryptedData !== "string" || !isBase64(encryptedData)) {
    return refusal(400, "encryptedData must be a non-empty base64 string.");
  }
  if (typeof iv !== "string" || !/^[0-9a-fA-F]{32}$/.test(iv)) {
    return refusal(400, "iv must be 32 hexadecimal characters (16 bytes).");
  }
  let plaintext: string;
  try {
    const decipher = createDecipheriv(
      `aes-${keyBits(key)}-cbc`,
      Buffer.from(key, "utf8"),
      Buffer.from(iv, "hex"),
    );
    plaintext = Buffer.concat([
      decipher.update(Buffer.from(encryptedData, "base64")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return refusal(
      400,
      "encryptedData could not be decrypted: bad ciphertext, wrong iv or a different key.",
    );
  }
  try {
    return { ok: true, value: JSON.parse(plaintext) };
  } catch {
    return refusal(400, "The decrypted order is not JSON: is the key the same?");
  }
}

/** The order's fields as the site's contract lists them. */
export function checkOrder(order: unknown): Checked<PaymentOrder> {
  if (typeof order !== "object" || order === null || Array.isArray(order)) {
    return refusal(422, "The order must be a JSON object.");
  }
  const fields = order as Record<string, unknown>;
  for (const name of ORDER_TEXT_FIELDS) {
    const value = fields[name];
    if (typeof value !== "string" || (name !== "apartment" && value.trim() === "")) {
      return refusal(422, `The order needs a non-empty text field ${name}.`);
    }
  }
  for (const name of OPTIONAL_ORDER_TEXT_FIELDS) {
    const value = fields[name];
    if (value !== undefined && (typeof value !== "string" || value.length > MAX_TOKEN_LENGTH)) {
      return refusal(
        422,
        `The order field ${name} must be text of at most ${MAX_TOKEN_LENGTH} characters.`,
      );
    }
  }
  for (const name of BRAND_ORDER_IDS) {
    const id = fields[name];
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1) {
      return refusal(422, `The order field ${name} must be a positive whole number.`);
    }
  }
  for (const [name, expected] of Object.entries(FIXED_ORDER_FIELDS)) {
    if (fields[name] !== expected) {
      return refusal(422, `The order field ${name} must be ${expected}.`);
    }
  }
  return { ok: true, value: fields as PaymentOrder };
}

/** A reply of the payment service: declines are answers too, with their code inside (HTTP 200). */
export interface PaymentResult {
  ResponseCode: number;
  ResponseData: string;
}

/** Code of an order sent under a key that a different order already used: refused, nothing charged. */
export const KEY_REUSED_CODE = 409;
/** Code of an order without a solved captcha, or with a token already spent: a decline, as a card's is. */
export const CAPTCHA_DECLINE_CODE = DECLINED_CODE;
/** How long the sandbox keeps an order key's first reply, as careful processors do (Stripe: 24 hours). */
export const ORDER_KEY_WINDOW_MS = 24 * 60 * 60_000;

/** Keeps at most `limit` entries, forgetting the oldest first: a long-running sandbox never grows without bound. */
function boundedMap<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V) {
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
  };
}

/** What makes two sends the same purchase: the card, its expiry, the amount and the product (a digest, never the number). */
function purchaseOf(order: PaymentOrder): string {
  const card = order.card_number.replace(/\D/g, "");
  return createHash("sha256")
    .update(JSON.stringify([card, order.exp_month, order.exp_year, order.amount, order.sku]))
    .digest("hex");
}

/** Before an order's card is looked at: its key's first reply again, a refusal, or null when it may be charged. */
export type LedgerVerdict =
  | { kind: "replay"; result: PaymentResult }
  | { kind: "refused"; result: PaymentResult }
  | null;

/**
 * What the sandbox remembers between payments, as a careful payment backend would: each captcha token is spent once
 * (like reCAPTCHA's siteverify, which answers `timeout-or-duplicate` the second time), and an order key seen within
 * 24 hours gets its first reply again and charges nothing; a different purchase under a seen key is refused.
 */
export function createPaymentLedger(limit = 100_000) {
  const refused = (ResponseCode: number, ResponseData: string): LedgerVerdict => ({
    kind: "refused",
    result: { ResponseCode, ResponseData },
  });
  const spentTokens = boundedMap<true>(limit);
  const replies = boundedMap<{ purchase: string; result: PaymentResult; at: number }>(limit);
  const keyOf = (order: PaymentOrder) => order.idempotency_key?.trim() ?? "";
  const tokenOf = (order: PaymentOrder) => order.recaptcha?.trim() ?? "";
  return {
    verdict(order: PaymentOrder, now = Date.now()): LedgerVerdict {
      const key = keyOf(order);
      const earlier = key === "" ? undefined : replies.get(key);
      if (earlier && now - earlier.at < ORDER_KEY_WINDOW_MS) {
        if (earlier.purchase === purchaseOf(order))
          return { kind: "replay", result: earlier.result };
        return refused(
          KEY_REUSED_CODE,
          "Refused: this order key belongs to a different order. Nothing was charged.",
        );
      }
      const token = tokenOf(order);
      if (token === "") {
        return refused(CAPTCHA_DECLINE_CODE, "Declined: the order carries no solved captcha.");
      }
      if (spentTokens.get(token)) {
        return refused(
          CAPTCHA_DECLINE_CODE,
          "Declined: this captcha was already used; solve it again.",
        );
      }
      return null;
    },
    /** Spends the order's token and keeps the reply of its card under its key. */
    record(order: PaymentOrder, result: PaymentResult, now = Date.now()): void {
      const token = tokenOf(order);
      if (token !== "") spentTokens.set(token, true);
      const key = keyOf(order);
      if (key !== "") replies.set(key, { purchase: purchaseOf(order), result, at: now });
    },
  };
}
