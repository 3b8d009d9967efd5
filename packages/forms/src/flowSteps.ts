// What every submit flow returns, and the steps they share: trimming, the first blank field, a call that never throws.
import type { CallOutcome } from "@membership/api";
import type { FlowDialogKey } from "./dialogs.js";
import type { MessageOverrides } from "./messages.js";
import type { RuleContext } from "./rules.js";
import { firstFieldProblem } from "./schemas.js";
import { type FormName, type FormValues, formFields } from "./values.js";

/** Browser storage a successful submit clears: session storage, the saved plan, the terms flag. */
export type StorageArea = "session" | "plan" | "terms";

export interface SubmitResult {
  /** invalid: a check failed before sending; failed: the call failed; succeeded: all done. */
  status: "invalid" | "failed" | "succeeded";
  dialog: FlowDialogKey;
  /**
   * Text that replaces the dialog's catalogue text: the field message (or the floating dialog's
   * inline message) or the payment's ResponseData. Absent when the catalogue text applies.
   */
  text?: string;
  /** A second line under the dialog's text, e.g. what to check after a payment timed out. */
  note?: string;
  /** The first failing field, for focus. */
  field?: string;
  /** True only on success: on failure the visitor's input is kept. */
  clearForm: boolean;
  clearStorage: StorageArea[];
  /** A payment's outcome is final (charged, or a declared decline): only then is its order no longer pending. */
  final?: true;
  /** Where to go once the success dialog is closed. */
  redirectTo?: "/";
}

export interface FlowDeps {
  /** A full catalogue or overrides of some texts. */
  messages?: MessageOverrides;
  /** Where unexpected errors and a failed cancellation record are reported; console.error when omitted. */
  logError?(error: unknown): void;
}

export const asText = (value: unknown): string =>
  typeof value === "string" ? value : String(value ?? "");

export const reportError = (deps: FlowDeps, error: unknown): void => {
  (deps.logError ?? console.error)(error);
};

// Clients never throw by contract; if one does, the visitor sees the same dialog as a failed request.
export async function settle<T>(
  deps: FlowDeps,
  call: () => Promise<CallOutcome<T>>,
): Promise<CallOutcome<T>> {
  try {
    return await call();
  } catch (error) {
    reportError(deps, error);
    return { kind: "network-error" };
  }
}

export function invalid(dialog: FlowDialogKey, text: string, field: string): SubmitResult {
  return { status: "invalid", dialog, text, field, clearForm: false, clearStorage: [] };
}

export function failed(dialog: FlowDialogKey, text?: string): SubmitResult {
  return text === undefined
    ? { status: "failed", dialog, clearForm: false, clearStorage: [] }
    : { status: "failed", dialog, text, clearForm: false, clearStorage: [] };
}

export function trimmed<Form extends FormName>(
  form: Form,
  values: FormValues[Form],
): FormValues[Form] {
  const source = (values ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    formFields[form].map((field) => [field, asText(source[field]).trim()]),
  ) as FormValues[Form];
}

export function firstBlank(values: Readonly<Record<string, string>>, fields: readonly string[]) {
  return fields.find((field) => (values[field] ?? "") === "");
}

// Steps 1 and 2 of spec §4 (the floating dialog has its own): every field filled, then the format checks.
export function checkBeforeSending(
  form: "contact" | "cancel" | "checkout",
  values: Readonly<Record<string, string>>,
  context: RuleContext,
): SubmitResult | undefined {
  const blank = firstBlank(values, formFields[form]);
  if (blank !== undefined)
    return invalid("requiredFields", context.messages.form.requiredFields, blank);
  const failure = firstFieldProblem(form, values, context);
  return failure && invalid("formatFailure", failure.text, failure.field);
}
