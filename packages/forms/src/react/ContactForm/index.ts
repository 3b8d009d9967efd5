export { type ContactFormTexts, defaultContactFormTexts } from "../shared/texts.js";
export { ContactForm, type ContactFormProps } from "./ContactForm.js";
