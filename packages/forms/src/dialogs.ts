// The dialogs a submit ends in: spec §8's errors and the success dialogs, word for word; and the cancellation reasons.
// Their words are the English catalogue's (locales/en-US.json); each dialog's variant is fixed here.
import english from "./locales/en-US.json" with { type: "json" };
import { defaultMessages, type Messages } from "./messages.js";

// Its own constant so the declarations spell the catalogue's keys out rather than import the JSON.
const englishDialogs = english.dialogs;

/** The dialogs a submit can end in. */
export type FlowDialogKey = keyof typeof englishDialogs;

/** One dialog: what the ui `Dialog` shows. */
export interface DialogEntry {
  readonly title: string;
  /** Empty where the flow supplies the text (field message, provider's ResponseData). */
  readonly text: string;
  readonly button: string;
  readonly variant: "error" | "success";
}

/** Every dialog a submit can end in. */
export type DialogCatalogue = Readonly<Record<FlowDialogKey, DialogEntry>>;

/** A dialog's words in a catalogue; `text` is left out where the flow supplies it. */
export interface DialogText {
  readonly title: string;
  readonly text?: string;
  readonly button: string;
}

/** The dialogs' words of one locale: the `dialogs` of `@membership/forms/locales/<locale>.json`. */
export type DialogTexts = Readonly<Record<FlowDialogKey, DialogText>>;

// The success dialogs; every other one is an error.
const successDialogs: readonly FlowDialogKey[] = [
  "contactSent",
  "checkoutSucceeded",
  "cancellationSent",
];

// The messages these dialogs show are the flows' (the same text as the field or form message), so they have one owner.
const messageTexts: Partial<Record<FlowDialogKey, (messages: Messages) => string>> = {
  requiredFields: (messages) => messages.form.requiredFields,
  termsNotAccepted: (messages) => messages.form.termsNotAccepted,
  badExpiry: (messages) => messages.expiry.invalid,
};

/**
 * The dialog catalogue of a locale's dialog texts and messages. A dialog without a text of its own shows the flow's
 * (the failing field's message, the provider's ResponseData).
 */
export function buildDialogs(
  texts: DialogTexts,
  messages: Messages = defaultMessages,
): DialogCatalogue {
  const entries = (Object.keys(englishDialogs) as FlowDialogKey[]).map((key) => {
    const { title, text, button } = texts[key];
    const entry: DialogEntry = {
      title,
      text: text ?? messageTexts[key]?.(messages) ?? "",
      button,
      variant: successDialogs.includes(key) ? "success" : "error",
    };
    return [key, entry] as const;
  });
  return Object.fromEntries(entries) as Record<FlowDialogKey, DialogEntry>;
}

/** Spec §8's dialogs and the success dialogs, word for word ("One our" is the spec's wording). */
export const defaultDialogs: DialogCatalogue = buildDialogs(englishDialogs);

/** Reasons offered by the cancellation forms, in the spec's order and wording ("Not longer" sic). */
export const defaultCancellationReasons: readonly string[] = english.cancellationReasons;
