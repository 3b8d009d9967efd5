// The backend calls behind the site's forms: one api client, made on first use in the browser.
import { type ApiClient, createApiClient, type PaymentInput } from "@membership/api";
import { type PlanType, trialPrice } from "@membership/content";
import type { CheckoutOrder } from "@membership/forms";
import { type ApiConfig, apiConfig, siteConfig } from "../config.ts";

/** What the api client needs from the site's configuration. */
export interface SiteServicesConfig {
  api: ApiConfig;
  /** The relay `website`, the order `domain` and the cancellation `web_url`. */
  siteDomain: string;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * The payment call's input: the checkout order (fcvv is the cvv) plus what the site adds, the
 * amount charged (the trial price, never a stored value) and the plan type as sku.
 */
export function toPaymentInput(order: CheckoutOrder, planType: PlanType): PaymentInput {
  return {
    cardNumber: order.cardNumber,
    cvv: order.fcvv,
    expMonth: order.expMonth,
    expYear: order.expYear,
    cardType: order.cardType,
    firstName: order.firstName,
    lastName: order.lastName,
    address: order.address,
    addressApt: order.addressApt,
    city: order.city,
    state: order.state,
    zipCode: order.zipCode,
    email: order.email,
    phoneNumber: order.phoneNumber,
    amount: trialPrice,
    sku: planType,
  };
}

export type SiteServices = Pick<ApiClient, "sendRelayMessage" | "postCancellationRecord"> & {
  /** Charges the trial price for the plan with the visitor's order. */
  submitPayment(order: CheckoutOrder, planType: PlanType): ReturnType<ApiClient["submitPayment"]>;
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
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
    return client;
  };
  return {
    sendRelayMessage: (message) => api().sendRelayMessage(message),
    postCancellationRecord: (record) => api().postCancellationRecord(record),
    submitPayment: (order, planType) => api().submitPayment(toPaymentInput(order, planType)),
  };
}

/** The site's services, configured from the build's VITE_* variables. */
export const siteServices: SiteServices = createSiteServices({
  api: apiConfig,
  siteDomain: siteConfig.siteDomain,
});

/** A failed call's outcome as the forms report it, e.g. `{ kind: "rejected", status: 500 }`. */
function isCallOutcome(value: unknown): value is { kind: string; status?: unknown } {
  return (
    typeof value === "object" && value !== null && typeof Reflect.get(value, "kind") === "string"
  );
}

/**
 * Where the forms report problems. A failed cancellation record after the e-mail went out is
 * logged only (spec §8), as a warning; anything thrown is a bug, logged as an error. Never logs form values.
 */
export function logFormProblem(problem: unknown): void {
  if (isCallOutcome(problem)) {
    const status = typeof problem.status === "number" ? ` (HTTP ${problem.status})` : "";
    console.warn(`The cancellation record was not saved: ${problem.kind}${status}.`);
    return;
  }
  console.error("A form submit failed unexpectedly:", problem);
}
