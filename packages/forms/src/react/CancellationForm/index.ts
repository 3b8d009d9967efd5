export {
  CancellationForm,
  type CancellationFormProps,
  type CancellationFormTexts,
  defaultCancellationFormTexts,
} from "./CancellationForm.js";
