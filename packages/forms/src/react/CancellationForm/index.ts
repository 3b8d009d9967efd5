export type { CancellationFormTexts } from "../shared/texts.js";
export { CancellationForm, type CancellationFormProps } from "./CancellationForm.js";
