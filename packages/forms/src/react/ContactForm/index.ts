export type { ContactFormTexts } from "../shared/texts.js";
export { ContactForm, type ContactFormProps } from "./ContactForm.js";
