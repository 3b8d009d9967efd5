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
  /** The order's `merchant_id`; the spec's 53 when omitted. */
  merchantId?: number;
  /** The order's `product_id`; the spec's 6 when omitted. */
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

/** Throws ApiConfigurationError when the configuration cannot work. */
export function validateApiConfig(config: ApiConfig): void {
  paymentKeyBytes(config.paymentEncryptionKey);
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
