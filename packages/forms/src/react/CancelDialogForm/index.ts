export type { CancelDialogFormTexts } from "../shared/texts.js";
export { CancelDialogForm, type CancelDialogFormProps } from "./CancelDialogForm.js";
