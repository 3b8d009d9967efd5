import {
  type CancellationRecordInput,
  postCancellationRecord as postCancellationRecordWith,
} from "./cancellation.js";
import { type ApiConfig, validateApiConfig } from "./config.js";
import type { CallOutcome } from "./outcome.js";
import {
  type PaymentInput,
  type PaymentReply,
  submitPayment as submitPaymentWith,
} from "./payment.js";
import { sendRelayMessage as sendRelayMessageWith } from "./relay.js";

export interface ApiClient {
  sendRelayMessage(message: string): Promise<CallOutcome<string>>;
  postCancellationRecord(record: CancellationRecordInput): Promise<CallOutcome<void>>;
  submitPayment(input: PaymentInput): Promise<CallOutcome<PaymentReply>>;
}

/**
 * The three calls bound to one configuration. Throws ApiConfigurationError at once when the payment key
 * is not 16, 24 or 32 UTF-8 bytes or the timeout is not a positive number; the calls themselves never throw.
 */
export function createApiClient(config: ApiConfig): ApiClient {
  validateApiConfig(config);
  // A copy, so later changes to the caller's object cannot reach a validated client.
  const settings: ApiConfig = { ...config };
  return {
    sendRelayMessage: (message) => sendRelayMessageWith(settings, message),
    postCancellationRecord: (record) => postCancellationRecordWith(settings, record),
    submitPayment: (input) => submitPaymentWith(settings, input),
  };
}
