// React form components on top of the framework-free rules and flows of "@membership/forms".
export {
  CancelDialogForm,
  type CancelDialogFormProps,
} from "./CancelDialogForm/CancelDialogForm.js";
export {
  CancellationForm,
  type CancellationFormProps,
} from "./CancellationForm/CancellationForm.js";
export type { AcceptedCard } from "./CheckoutForm/CardNumberDetails.js";
export {
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutPlan,
} from "./CheckoutForm/CheckoutForm.js";
export { ContactForm, type ContactFormProps } from "./ContactForm/ContactForm.js";
export {
  FormsLocaleProvider,
  type FormsLocaleProviderProps,
  useFormsTexts,
} from "./FormsLocaleProvider/FormsLocaleProvider.js";
export type { FormHeadingLevel } from "./shared/headings.js";
export type {
  CancelDialogFormTexts,
  CancellationFormTexts,
  CheckoutFormTexts,
  ContactFormTexts,
  FormsCatalogue,
  FormsTexts,
} from "./shared/texts.js";
export type { CaptchaComponent, CaptchaProps, FlowFormProps } from "./shared/types.js";
