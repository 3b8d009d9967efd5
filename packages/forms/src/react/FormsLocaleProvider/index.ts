export {
  type FormsCatalogue,
  FormsLocaleProvider,
  type FormsLocaleProviderProps,
  type FormsTexts,
  useFormsTexts,
} from "./FormsLocaleProvider.js";
