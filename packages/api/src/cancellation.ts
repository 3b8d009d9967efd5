import type { ApiConfig } from "./config.js";
import type { CallOutcome } from "./outcome.js";
import { postOnce } from "./request.js";

/** The text of every failed cancellation record, as the spec words it. */
export const SERVER_ERROR_TEXT = "Server error, try again";

export interface CancellationRecordInput {
  orderId: string;
  phoneNumber: string;
  email: string;
  /** The reason for cancellation. */
  motivo: string;
  message: string;
  /** Captcha token of the floating dialog; sent only when given. */
  recaptcha?: string;
}

/** The JSON body of `{host}/cancelAgmProduct`, in wire field order. */
export function buildCancellationRecord(
  input: CancellationRecordInput,
  config: Pick<ApiConfig, "siteDomain">,
) {
  return {
    orderId: input.orderId,
    phoneNumber: input.phoneNumber,
    email: input.email,
    motivo: input.motivo,
    message: input.message,
    web_url: config.siteDomain,
    ...(input.recaptcha === undefined ? {} : { recaptcha: input.recaptcha }),
  };
}

/**
 * POST `{host}/cancelAgmProduct` as JSON. "sent" on any HTTP ok status (the body is not read for meaning);
 * otherwise "rejected" with SERVER_ERROR_TEXT and the HTTP status.
 */
export async function postCancellationRecord(
  config: ApiConfig,
  record: CancellationRecordInput,
): Promise<CallOutcome<void>> {
  const result = await postOnce(config, "cancelAgmProduct", {
    body: JSON.stringify(buildCancellationRecord(record, config)),
    headers: { "Content-Type": "application/json" },
  });
  if (result.kind !== "replied") return result;
  return result.reply.ok
    ? { kind: "sent", value: undefined }
    : { kind: "rejected", status: result.reply.status, text: SERVER_ERROR_TEXT };
}
