// Every text type of the four forms and their catalogue, in one module the provider and the forms both import.
import type { ReactNode } from "react";
import { buildDialogs, type DialogCatalogue, type DialogTexts } from "../../dialogs.js";
import english from "../../locales/en-US.json" with { type: "json" };
import type { Messages } from "../../messages.js";

/** What the line under the submit button says while the captcha keeps it disabled. */
export interface FlowActionTexts {
  /** The captcha is not solved yet. */
  captchaMissing: string;
  /** The captcha's token expired; the button is disabled again. */
  captchaExpired: string;
  /** The captcha's script could not load. */
  captchaUnavailable: string;
  /** After `captchaUnavailable` when the site gives its phone: "{phone}" becomes a tel: link. */
  captchaCallUs: string;
}

/** Texts all four forms show: the line under the submit button and the phone's hint. */
export interface CommonFormTexts extends FlowActionTexts {
  /** Under every phone field: what it takes. */
  phoneNumberHint: string;
  /** The label of a host's sandbox captcha, a stand-in that checks nothing (read it with `useFormsTexts()`). */
  sandboxCaptchaLabel: string;
}

/** What every form's shell shows: its submit button and what the loading overlay announces. */
export interface ShellTexts extends FlowActionTexts {
  submit: string;
  /** Announced while the form is sent. */
  loading: string;
}

/** Labels and button texts of the contact form; a sister site may reword any of them. */
export interface ContactFormTexts extends CommonFormTexts, ShellTexts {
  firstName: string;
  phoneNumber: string;
  email: string;
  message: string;
}

/** Labels and button texts of the cancellation form; a sister site may reword any of them. */
export interface CancellationFormTexts extends CommonFormTexts, ShellTexts {
  orderId: string;
  phoneNumber: string;
  email: string;
  reasonForCancellation: string;
  /** The empty first choice of the reason select. */
  reasonPlaceholder: string;
  message: string;
}

/** Title, labels and button texts of the floating cancellation dialog. */
export interface CancelDialogFormTexts extends CommonFormTexts, ShellTexts {
  title: string;
  /** Optional text above the fields. */
  intro: ReactNode;
  orderId: string;
  phoneNumber: string;
  email: string;
  motivo: string;
  /** The empty first choice of the reason select. */
  reasonPlaceholder: string;
  message: string;
  /** Accessible name of the dialog's close button. */
  close: string;
}

/** Headings, labels and button texts of the checkout form; a sister site may reword any of them. */
export interface CheckoutFormTexts extends CommonFormTexts, ShellTexts {
  paymentHeading: string;
  summaryHeading: string;
  billingHeading: string;
  cardNumber: string;
  fcvv: string;
  /** Under the CVV: where the code is. */
  fcvvHint: string;
  expDate: string;
  expDatePlaceholder: string;
  firstName: string;
  lastName: string;
  address: string;
  addressApt: string;
  /** Under Address 2, which is required: what to enter without an apartment. */
  addressAptHint: string;
  city: string;
  state: string;
  statePlaceholder: string;
  zipCode: string;
  email: string;
  phoneNumber: string;
  summaryPlan: string;
  summaryMonthlyPrice: string;
  summaryTrialPrice: string;
  total: string;
  /** Text before the terms link in the checkbox label. */
  termsPrefix: string;
  termsLink: string;
  /** After the terms link, which opens the terms in a new tab. */
  termsNewTab: string;
  /** The brand detected as the card number is typed: "{brand}" is e.g. "Visa". */
  cardBrand: string;
  /** Accessible name of the accepted cards' logos. */
  acceptedCards: string;
  /** Directly above Purchase: "{trialPrice}", "{monthlyPrice}" and "{trialDays}" come from the plan. */
  renewalTerms: string;
  /** Shown and announced once the payment has taken SLOW_PAYMENT_NOTICE_MS. */
  stillProcessing: string;
  /**
   * Above Purchase while an order of this plan sent from this browser has no known outcome (after a reload, a timeout
   * or an unreadable reply): "{trialPrice}", "{plan}" and "{cardLast4}" come from that order.
   */
  pendingNotice: string;
  /** The same, for an order of this plan charged in the last 30 minutes, from any tab. */
  chargedNotice: string;
  /** Above Purchase when the browser keeps no record of an order beyond this page (storage blocked). */
  storageBlockedNotice: string;
  /** The question before a second Purchase of an order sent a few minutes ago. */
  repeatTitle: string;
  repeatText: string;
  /** The question's text when that order was charged. */
  repeatTextCharged: string;
  repeatConfirm: string;
  repeatCancel: string;
}

/** A form's own texts in a catalogue: the common ones are listed once, under `forms.common`. */
type OwnTexts<Texts> = Omit<Texts, keyof CommonFormTexts>;

/** One locale's catalogue, `@membership/forms/locales/<locale>.json`: every text the four forms show or send. */
export interface FormsCatalogue {
  /** Validation messages, hints, the floating dialog's lines, the payment timeout note and the relay e-mail's headings. */
  readonly messages: Messages;
  readonly dialogs: DialogTexts;
  /** The choices of the reason select, sent as chosen. */
  readonly cancellationReasons: readonly string[];
  readonly forms: {
    readonly common: CommonFormTexts;
    readonly contact: OwnTexts<ContactFormTexts>;
    readonly cancellation: OwnTexts<CancellationFormTexts>;
    readonly checkout: OwnTexts<CheckoutFormTexts>;
    readonly cancelDialog: Omit<OwnTexts<CancelDialogFormTexts>, "intro">;
  };
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

/** The forms that take texts from a `FormsTexts`, by their key in it. */
export type FormTextsKey = "contact" | "cancellation" | "checkout" | "cancelDialog";

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
