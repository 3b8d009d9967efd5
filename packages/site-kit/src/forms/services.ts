// The backend calls behind a site's forms: one api client, made on first use in the browser.
import { type ApiClient, createApiClient } from "@membership/api";
import { type CheckoutOrder, toPaymentInput } from "@membership/forms";
import type { ApiSettings } from "../config/env.js";

/** What the api client needs from the site's configuration. */
export interface SiteServicesConfig {
  api: ApiSettings;
  /** The relay `website`, the order `domain` and the cancellation `web_url`. */
  siteDomain: string;
  /** The payment order's ids, the site's own: without them a payment is refused (nothing is charged elsewhere). */
  merchantId?: number;
  productId?: number;
  /** The amount every purchase charges: the trial price ("3.29"). */
  chargedAmount: string;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export type SiteServices = Pick<ApiClient, "sendRelayMessage" | "postCancellationRecord"> & {
  /** Charges the trial price for the plan of this type with the visitor's order. */
  submitPayment(order: CheckoutOrder, planType: string): ReturnType<ApiClient["submitPayment"]>;
};

/** Services over one api client that is only made (and its key checked) at the first call. */
export function createSiteServices(config: SiteServicesConfig): SiteServices {
  let client: ApiClient | undefined;
  const api = (): ApiClient => {
    client ??= createApiClient({
      host: config.api.host,
      relayToken: config.api.relayToken,
      siteDomain: config.siteDomain,
      paymentEncryptionKey: config.api.encryptionKey,
      paymentApiKey: config.api.paymentApiKey,
      ...(config.merchantId === undefined ? {} : { merchantId: config.merchantId }),
      ...(config.productId === undefined ? {} : { productId: config.productId }),
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
    return client;
  };
  return {
    sendRelayMessage: (message) => api().sendRelayMessage(message),
    postCancellationRecord: (record) => api().postCancellationRecord(record),
    submitPayment: (order, planType) =>
      api().submitPayment(toPaymentInput(order, { amount: config.chargedAmount, sku: planType })),
  };
}
