import { createDecipheriv } from "node:crypto";

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
    return { ok: false, status: 400, message: "Expected a JSON object with encryptedData and iv." };
  }
  const { encryptedData, iv } = body as Record<string, unknown>;
  if (typeof encryptedData !== "string" || !isBase64(encryptedData)) {
    return { ok: false, status: 400, message: "encryptedData must be a non-empty base64 string." };
  }
  if (typeof iv !== "string" || !/^[0-9a-fA-F]{32}$/.test(iv)) {
    return { ok: false, status: 400, message: "iv must be 32 hexadecimal characters (16 bytes)." };
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
    return {
      ok: false,
      status: 400,
      message: "encryptedData could not be decrypted: bad ciphertext, wrong iv or a different key.",
    };
  }
  try {
    return { ok: true, value: JSON.parse(plaintext) };
  } catch {
    return {
      ok: false,
      status: 400,
      message: "The decrypted order is not JSON: is the key the same?",
    };
  }
}

/** The order's fields as the site's contract lists them. */
export function checkOrder(order: unknown): Checked<PaymentOrder> {
  if (typeof order !== "object" || order === null || Array.isArray(order)) {
    return { ok: false, status: 422, message: "The order must be a JSON object." };
  }
  const fields = order as Record<string, unknown>;
  for (const name of ORDER_TEXT_FIELDS) {
    const value = fields[name];
    if (typeof value !== "string" || (name !== "apartment" && value.trim() === "")) {
      return { ok: false, status: 422, message: `The order needs a non-empty text field ${name}.` };
    }
  }
  for (const name of OPTIONAL_ORDER_TEXT_FIELDS) {
    const value = fields[name];
    if (value !== undefined && (typeof value !== "string" || value.length > MAX_TOKEN_LENGTH)) {
      return {
        ok: false,
        status: 422,
        message: `The order field ${name} must be text of at most ${MAX_TOKEN_LENGTH} characters.`,
      };
    }
  }
  for (const name of BRAND_ORDER_IDS) {
    const id = fields[name];
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1) {
      return {
        ok: false,
        status: 422,
        message: `The order field ${name} must be a positive whole number.`,
      };
    }
  }
  for (const [name, expected] of Object.entries(FIXED_ORDER_FIELDS)) {
    if (fields[name] !== expected) {
      return { ok: false, status: 422, message: `The order field ${name} must be ${expected}.` };
    }
  }
  return { ok: true, value: fields as PaymentOrder };
}

/** A reply of the payment service: declines are answers too, with their code inside (HTTP 200). */
export interface PaymentResult {
  ResponseCode: number;
  ResponseData: string;
}

/** Code of a refused second send of an order already received. */
export const DUPLICATE_ORDER_CODE = 409;
/** Code of an order without a solved captcha, or with a token already spent. */
export const CAPTCHA_DECLINE_CODE = 403;

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

/**
 * What the sandbox remembers between payments, as a payment backend would: each captcha token is spent once (like
 * reCAPTCHA's siteverify, which answers `timeout-or-duplicate` the second time), and each order key is charged once.
 */
export function createPaymentLedger(limit = 100_000) {
  const spentTokens = boundedMap<true>(limit);
  const results = boundedMap<PaymentResult>(limit);
  return {
    /** The answer an order gets before its card is looked at, or null when it may be charged. */
    refusal(order: PaymentOrder): PaymentResult | null {
      const key = order.idempotency_key?.trim() ?? "";
      const earlier = key === "" ? undefined : results.get(key);
      if (earlier) {
        return {
          ResponseCode: DUPLICATE_ORDER_CODE,
          ResponseData: `Duplicate order: this order was already received (${earlier.ResponseData}). Nothing was charged again.`,
        };
      }
      const token = order.recaptcha?.trim() ?? "";
      if (token === "") {
        return {
          ResponseCode: CAPTCHA_DECLINE_CODE,
          ResponseData: "Declined: the order carries no solved captcha.",
        };
      }
      if (spentTokens.get(token)) {
        return {
          ResponseCode: CAPTCHA_DECLINE_CODE,
          ResponseData: "Declined: this captcha was already used; solve it again.",
        };
      }
      return null;
    },
    /** Spends the order's token and keeps its answer under its key. */
    record(order: PaymentOrder, result: PaymentResult): void {
      const token = order.recaptcha?.trim() ?? "";
      if (token !== "") spentTokens.set(token, true);
      const key = order.idempotency_key?.trim() ?? "";
      if (key !== "") results.set(key, result);
    },
  };
}
