export { type CancellationFormTexts, defaultCancellationFormTexts } from "../shared/texts.js";
export { CancellationForm, type CancellationFormProps } from "./CancellationForm.js";
