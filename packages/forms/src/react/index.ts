// React form components on top of the framework-free rules and flows of "@membership/forms".
export * from "./CancelDialogForm/index.js";
export * from "./CancellationForm/index.js";
export * from "./CheckoutForm/index.js";
export * from "./ContactForm/index.js";
export * from "./FormsLocaleProvider/index.js";
export type { FormHeadingLevel } from "./shared/headings.js";
export type { CaptchaComponent, CaptchaProps, FlowFormProps } from "./shared/types.js";
