import type { ComponentType } from "react";
import type { DialogCatalogue } from "../../dialogs.js";
import type { SubmitResult } from "../../flows.js";
import type { MessageOverrides } from "../../messages.js";

/**
 * The captcha slot: a component (e.g. a reCAPTCHA wrapper, or a sandbox stand-in) that reports
 * its token; `null` or "" when it expires or is reset.
 */
export type CaptchaComponent = ComponentType<{ onChange(token: string | null): void }>;

/** What every form component takes besides its service and texts. */
export interface FlowFormProps {
  /** The captcha to solve before the submit button is enabled. */
  captcha: CaptchaComponent;
  /** Titles, texts and buttons of the dialogs; spec §8's English ones (`defaultDialogs`) when omitted. */
  dialogs?: DialogCatalogue;
  /** Rewording of the validation messages (any subset of forms' catalogue). */
  messages?: MessageOverrides;
  /**
   * Called once the visitor closes a success dialog, after the form is cleared: the site clears
   * `result.clearStorage` and goes to `result.redirectTo`.
   */
  onDone?(result: SubmitResult): void;
  /** Where unexpected errors and a failed cancellation record are reported; console.error by default. */
  logError?(error: unknown): void;
}
