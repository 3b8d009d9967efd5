// What a caller of the backend needs: the client, its configuration and outcomes, and the texts and limits of its contract.
export { type CancellationRecordInput, SERVER_ERROR_TEXT } from "./cancellation.js";
export { type ApiClient, createApiClient } from "./client.js";
export {
  type ApiConfig,
  ApiConfigurationError,
  DEFAULT_PAYMENT_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  PAYMENT_KEY_BYTE_LENGTHS,
} from "./config.js";
export { CSP_REPORTS_PATH } from "./endpoints.js";
export {
  EVENTS_PATH,
  type EventBatch,
  MAX_EVENTS_PER_BATCH,
  PURCHASE_OUTCOMES,
  type PurchaseOutcome,
  readEventBatch,
  type SiteEvent,
  type SiteEventName,
} from "./events.js";
export type { CallOutcome } from "./outcome.js";
export { DEFAULT_PAYMENT_DECLINE_CODES, type PaymentInput, type PaymentReply } from "./payment.js";
export { buildRelayMessage, RELAY_SUCCESS_TEXT } from "./relay.js";
