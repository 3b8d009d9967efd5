import { createContext, type ReactNode, useContext, useMemo } from "react";
import { buildDialogs, type DialogCatalogue, type DialogTexts } from "../../dialogs.js";
import english from "../../locales/en-US.json" with { type: "json" };
import type { Messages } from "../../messages.js";
import type { CancelDialogFormTexts } from "../CancelDialogForm/CancelDialogForm.js";
import type { CancellationFormTexts } from "../CancellationForm/CancellationForm.js";
import type { CheckoutFormTexts } from "../CheckoutForm/CheckoutForm.js";
import type { ContactFormTexts } from "../ContactForm/ContactForm.js";
import type { CommonFormTexts } from "../shared/FlowActions.js";

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

const FormsTextsContext = createContext<FormsTexts>(englishFormsTexts);

export interface FormsLocaleProviderProps {
  /** A locale's catalogue, e.g. `import esUS from "@membership/forms/locales/es-US.json" with { type: "json" }`. */
  catalogue: FormsCatalogue;
  children?: ReactNode;
}

/** Every form inside shows and sends the catalogue's texts; a form's own `texts`, `messages`, `dialogs` and `reasons` still win. */
export function FormsLocaleProvider({ catalogue, children }: FormsLocaleProviderProps) {
  const texts = useMemo(() => formsTexts(catalogue), [catalogue]);
  return <FormsTextsContext value={texts}>{children}</FormsTextsContext>;
}

/** The texts of the nearest `FormsLocaleProvider`, English without one. */
export function useFormsTexts(): FormsTexts {
  return useContext(FormsTextsContext);
}
