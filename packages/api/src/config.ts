// Everything brand- or deployment-specific reaches the clients through this object.
export interface ApiConfig {
  /** Base URL of the backend, e.g. "https://api.example.com" (a trailing slash is ignored). */
  host: string;
  /** Access token sent as the `token` form-data field of every relay message. */
  relayToken: string;
  /** Host name without scheme: the relay `website`, the order `domain`, the cancellation `web_url`. */
  siteDomain: string;
  /** AES key for the payment order: its UTF-8 bytes must be 16, 24 or 32 long. */
  paymentEncryptionKey: string;
  /** API key placed inside the payment order as `api_key`. */
  paymentApiKey: string;
  /** The order's `merchant_id`, the site's own at its payment provider: `submitPayment` needs it (no default). */
  merchantId?: number;
  /** The order's `product_id`, the site's own at its payment provider: `submitPayment` needs it (no default). */
  productId?: number;
  /** Time limit of the relay and cancellation requests, body included, in milliseconds. Default 15000. */
  timeoutMs?: number;
  /** Time limit of the payment request, in milliseconds: long enough for a slow charge to end. Default 60000. */
  paymentTimeoutMs?: number;
  /** Fetch implementation; defaults to the global `fetch`. */
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** A slow payment that did go through must not be reported as failed (and then charged again). */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 60_000;

/** AES-128, AES-192 and AES-256 key sizes, in bytes. */
export const PAYMENT_KEY_BYTE_LENGTHS = [16, 24, 32] as const;

// A misconfigured client is a programmer error, so this one is thrown rather than returned.
export class ApiConfigurationError extends Error {
  override readonly name = "ApiConfigurationError";
}

/** UTF-8 bytes of the payment key, or an ApiConfigurationError that never contains the key itself. */
export function paymentKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const bytes = new TextEncoder().encode(key);
  if (!(PAYMENT_KEY_BYTE_LENGTHS as readonly number[]).includes(bytes.length)) {
    throw new ApiConfigurationError(
      `paymentEncryptionKey must be 16, 24 or 32 bytes of UTF-8 (AES-128/192/256); it has ${bytes.length} bytes.`,
    );
  }
  return bytes;
}

/** The payment provider's ids of the order, or an ApiConfigurationError naming the one missing or not a positive whole number. */
export function paymentIds(config: Pick<ApiConfig, "merchantId" | "productId">): {
  merchantId: number;
  productId: number;
} {
  const { merchantId, productId } = config;
  for (const [name, id] of [
    ["merchantId", merchantId],
    ["productId", productId],
  ] as const) {
    if (id === undefined) {
      throw new ApiConfigurationError(
        `${name} is not set: a payment needs the site's own merchant and product ids (there is no default).`,
      );
    }
    if (!Number.isInteger(id) || id < 1) {
      throw new ApiConfigurationError(`${name} must be a positive whole number.`);
    }
  }
  return { merchantId: merchantId as number, productId: productId as number };
}

/** Throws ApiConfigurationError when the configuration cannot work. */
export function validateApiConfig(config: ApiConfig): void {
  paymentKeyBytes(config.paymentEncryptionKey);
  // A client that only relays needs no payment ids; ids that are given must be usable.
  if (config.merchantId !== undefined || config.productId !== undefined) paymentIds(config);
  for (const setting of ["timeoutMs", "paymentTimeoutMs"] as const) {
    const value = config[setting];
    if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
      throw new ApiConfigurationError(
        `${setting} must be a positive finite number of milliseconds.`,
      );
    }
  }
}

export function endpointUrl(host: string, path: string): string {
  return `${host.replace(/\/+$/, "")}/${path}`;
}
