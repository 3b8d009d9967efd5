import type { ComponentType } from "react";
import type { FlowDialogKey, SubmitResult } from "../../flows.js";
import type { MessageOverrides } from "../../messages.js";

/**
 * The captcha slot: a component (e.g. a reCAPTCHA wrapper, or a sandbox stand-in) that reports
 * its token; `null` or "" when it expires or is reset.
 */
export type CaptchaComponent = ComponentType<{ onChange(token: string | null): void }>;

/** One dialog of spec §8 or a success dialog: what the ui `Dialog` shows. */
export interface DialogEntry {
  readonly title: string;
  /** Replaced by the flow's text when it has one (field message, ResponseData). */
  readonly text: string;
  readonly button: string;
  readonly variant: "error" | "success";
}

/** Every dialog a submit can end in; `@membership/content`'s `dialogs` has this shape. */
export type DialogCatalogue = Readonly<Record<FlowDialogKey, DialogEntry>>;

/** What every form component takes besides its service and texts. */
export interface FlowFormProps {
  /** The captcha to solve before the submit button is enabled. */
  captcha: CaptchaComponent;
  /** Titles, texts and buttons of the dialogs (usually content's `dialogs`). */
  dialogs: DialogCatalogue;
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
