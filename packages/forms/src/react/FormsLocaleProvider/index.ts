export type { FormsCatalogue, FormsTexts } from "../shared/texts.js";
export {
  FormsLocaleProvider,
  type FormsLocaleProviderProps,
  useFormsTexts,
} from "./FormsLocaleProvider.js";
