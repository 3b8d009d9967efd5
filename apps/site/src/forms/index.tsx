// The site's forms, as the pages and the layout render them.
export { CancellationFormSection } from "./CancellationFormSection.tsx";
export { CheckoutFormSection, type CheckoutFormSectionProps } from "./CheckoutFormSection.tsx";
export { ContactFormSection } from "./ContactFormSection.tsx";
export { FloatingCancel } from "./FloatingCancel.tsx";
