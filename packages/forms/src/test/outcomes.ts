// What the api clients answer, as the tests hand it to the forms and the flows.
import type { CallOutcome, PaymentReply } from "@membership/api";

export const relaySent: CallOutcome<string> = { kind: "sent", value: "Message has been sent." };
export const recordSent: CallOutcome<unknown> = { kind: "sent", value: undefined };
export const networkError = { kind: "network-error" } as const satisfies CallOutcome<never>;
export const timedOut = { kind: "timeout" } as const satisfies CallOutcome<never>;

export const paymentApproved = (text: string): CallOutcome<PaymentReply> => ({
  kind: "sent",
  value: { ResponseCode: 200, ResponseData: text },
});
/** A decline as the api client reports it: the spec's ResponseCode 402, its ResponseData as the text. */
export const paymentDeclined = (text: string): CallOutcome<PaymentReply> => ({
  kind: "rejected",
  status: 402,
  text,
});
