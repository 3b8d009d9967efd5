export {
  buildCancellationRecord,
  type CancellationRecord,
  type CancellationRecordInput,
  postCancellationRecord,
  SERVER_ERROR_TEXT,
} from "./cancellation.js";
export { type ApiClient, createApiClient } from "./client.js";
export {
  type ApiConfig,
  ApiConfigurationError,
  DEFAULT_PAYMENT_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  PAYMENT_KEY_BYTE_LENGTHS,
  validateApiConfig,
} from "./config.js";
export { CSP_REPORTS_PATH } from "./endpoints.js";
export type { CallOutcome } from "./outcome.js";
export {
  buildPaymentOrder,
  type EncryptedPaymentBody,
  encryptPaymentOrder,
  PAYMENT_SETTINGS,
  PAYMENT_UNREADABLE_REPLY_TEXT,
  type PaymentInput,
  type PaymentOrder,
  type PaymentReply,
  parsePaymentReply,
  submitPayment,
} from "./payment.js";
export {
  buildRelayMessage,
  EMPTY_ENTRY_TEXT,
  RELAY_SUCCESS_TEXT,
  sendRelayMessage,
} from "./relay.js";
