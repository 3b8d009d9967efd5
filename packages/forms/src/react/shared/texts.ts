// Every text type of the four forms and their catalogue, in one module the provider and the forms both import.
import type { ReactNode } from "react";
import { buildDialogs, type DialogCatalogue, type DialogTexts } from "../../dialogs.js";
import english from "../../locales/en-US.json" with { type: "json" };
import type { Messages } from "../../messages.js";

// Its own constant so the declarations spell the catalogue's shape out rather than import the JSON.
const englishForms = english.forms;

/**
 * Texts all four forms show: the line under the submit button while the captcha keeps it disabled (`captchaMissing`,
 * `captchaExpired`, `captchaUnavailable`, then `captchaCallUs`, whose "{phone}" becomes a tel: link), the phone's hint,
 * and the label of a host's sandbox captcha, a stand-in that checks nothing (read it with `useFormsTexts()`).
 */
export type CommonFormTexts = (typeof englishForms)["common"];

/** Labels and button texts of the contact form; a sister site may reword any of them. */
export type ContactFormTexts = CommonFormTexts & (typeof englishForms)["contact"];

/** Labels and button texts of the cancellation form; a sister site may reword any of them. */
export type CancellationFormTexts = CommonFormTexts & (typeof englishForms)["cancellation"];

/** Title, labels and button texts of the floating cancellation dialog, and its optional `intro` above the fields. */
export type CancelDialogFormTexts = CommonFormTexts &
  (typeof englishForms)["cancelDialog"] & { intro: ReactNode };

/**
 * Headings, labels and button texts of the checkout form; a sister site may reword any of them. In `cardBrand`,
 * "{brand}" is the brand detected as the number is typed; in `renewalTerms` (above Purchase), "{trialPrice}",
 * "{monthlyPrice}" and "{trialDays}" come from the plan; in `pendingNotice` and `chargedNotice` (an order of this plan
 * with no known outcome, or charged in the last 30 minutes), "{trialPrice}", "{plan}" and "{cardLast4}" from that order.
 */
export type CheckoutFormTexts = CommonFormTexts & (typeof englishForms)["checkout"];

/** One locale's catalogue, `@membership/forms/locales/<locale>.json`: every text the four forms show or send. */
export interface FormsCatalogue {
  /** Validation messages, hints, the floating dialog's lines, the payment timeout note and the relay e-mail's headings. */
  readonly messages: Messages;
  readonly dialogs: DialogTexts;
  /** The choices of the reason select, sent as chosen. */
  readonly cancellationReasons: readonly string[];
  /** Each form's own texts; the common ones are listed once, under `common`. */
  readonly forms: { readonly [Group in keyof typeof englishForms]: (typeof englishForms)[Group] };
}

/** A catalogue ready for the forms' props: each form's texts with the common ones, the dialogs with their variants. */
export interface FormsTexts {
  readonly messages: Messages;
  readonly dialogs: DialogCatalogue;
  readonly reasons: readonly string[];
  /** The captcha lines, the phone hint and the sandbox captcha's label, e.g. for a host's captcha. */
  readonly common: CommonFormTexts;
  readonly contact: ContactFormTexts;
  readonly cancellation: CancellationFormTexts;
  readonly checkout: CheckoutFormTexts;
  readonly cancelDialog: CancelDialogFormTexts;
}

/** What the forms show for a locale's catalogue. */
export function formsTexts(catalogue: FormsCatalogue): FormsTexts {
  const { messages, forms } = catalogue;
  return {
    messages,
    dialogs: buildDialogs(catalogue.dialogs, messages),
    reasons: catalogue.cancellationReasons,
    common: forms.common,
    contact: { ...forms.common, ...forms.contact },
    cancellation: { ...forms.common, ...forms.cancellation },
    checkout: { ...forms.common, ...forms.checkout },
    cancelDialog: { ...forms.common, ...forms.cancelDialog, intro: "" },
  };
}

/** The English texts (`@membership/forms/locales/en-US.json`): the forms' defaults. */
export const englishFormsTexts: FormsTexts = formsTexts(english);
