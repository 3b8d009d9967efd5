import type { CallOutcome, CancellationRecordInput } from "@membership/api";
import type { ContactDetails } from "@membership/content";
import type { ComponentType } from "react";
import type { DialogCatalogue } from "../../dialogs.js";
import type { SubmitResult } from "../../flows.js";
import type { MessageOverrides } from "../../messages.js";

/** What the form hands its captcha. */
export interface CaptchaProps {
  /** The solved captcha's token; `null` or "" when it expires (the form then says so) or is reset. */
  onChange(token: string | null): void;
  /** Call when the captcha cannot load or work (e.g. its script failed): the form says so. */
  onError?(): void;
}

/**
 * The captcha slot: a component (e.g. a reCAPTCHA wrapper, or a sandbox stand-in) that reports
 * its token. One that only takes `onChange` still fits.
 */
export type CaptchaComponent = ComponentType<CaptchaProps>;

/** The support phone as shown and dialled: content owns both. */
export type SupportPhone = Pick<ContactDetails, "phone" | "phoneHref">;

/** What every form component takes besides its service and texts. */
export interface FlowFormProps {
  /** The captcha to solve before the submit button is enabled. */
  captcha: CaptchaComponent;
  /** Titles, texts and buttons of the dialogs; the `FormsLocaleProvider` catalogue's (English by default) when omitted. */
  dialogs?: DialogCatalogue;
  /** Rewording of the validation messages (any subset), over the `FormsLocaleProvider` catalogue's (English by default). */
  messages?: MessageOverrides;
  /**
   * Called once the visitor closes a success dialog, after the form is cleared: the site clears
   * `result.clearStorage` and goes to `result.redirectTo`.
   */
  onDone?(result: SubmitResult): void;
  /** Called with each submission's result as it settles, before its dialog (e.g. to count a purchase). */
  onSubmitted?(result: SubmitResult): void;
  /** Where unexpected errors and a failed cancellation record are reported; console.error by default. */
  logError?(error: unknown): void;
  /** The support phone as shown and its tel: link (content's `contactDetails`), offered when the captcha cannot load. */
  supportPhone?: SupportPhone;
  /**
   * The fields the visitor left before the form hydrated (e.g. recorded by the page's script until the app came in):
   * read once as it hydrates, their messages show as if left then.
   */
  fieldsLeftBeforeHydration?(): readonly Element[];
}

/** What both cancellation forms take: where the record goes, and the reasons to choose from. */
export interface CancelRecordProps {
  /** Posts the cancellation record (the api client's `postCancellationRecord`). */
  postCancellationRecord(record: CancellationRecordInput): Promise<CallOutcome<unknown>>;
  /** The choices of the reason select, sent as chosen; the catalogue's five when omitted. */
  reasons?: readonly string[];
}
