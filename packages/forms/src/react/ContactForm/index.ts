export {
  ContactForm,
  type ContactFormProps,
  type ContactFormTexts,
  defaultContactFormTexts,
} from "./ContactForm.js";
