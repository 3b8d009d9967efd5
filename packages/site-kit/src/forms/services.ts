// The backend calls behind a site's forms: one api client, made on first use in the browser.
import { type ApiClient, type ApiConfig, createApiClient } from "@membership/api";
import type { TrialConfig } from "@membership/content";
import { type CheckoutOrder, toPaymentInput } from "@membership/forms";
import type { ApiSettings } from "../config/env.js";

/** What the api client needs from the site: the deployment's settings, the site's own ids and its trial. */
export interface SiteServicesConfig
  extends Pick<ApiConfig, "siteDomain" | "merchantId" | "productId" | "fetch"> {
  api: ApiSettings;
  /** The configured trial: every purchase charges its price ("3.29"). */
  trial: Pick<TrialConfig, "price">;
}

export type SiteServices = Pick<ApiClient, "sendRelayMessage" | "postCancellationRecord"> & {
  /** Charges the trial price for the plan of this type with the visitor's order. */
  submitPayment(order: CheckoutOrder, planType: string): ReturnType<ApiClient["submitPayment"]>;
};

/** Services over one api client that is only made (and its key checked) at the first call. */
export function createSiteServices(config: SiteServicesConfig): SiteServices {
  const { api: settings, trial, ...site } = config;
  let client: ApiClient | undefined;
  const api = (): ApiClient => {
    client ??= createApiClient({ ...settings, ...site });
    return client;
  };
  return {
    sendRelayMessage: (message) => api().sendRelayMessage(message),
    postCancellationRecord: (record) => api().postCancellationRecord(record),
    submitPayment: (order, planType) =>
      api().submitPayment(toPaymentInput(order, { amount: trial.price, sku: planType })),
  };
}
