export { type CancelDialogFormTexts, defaultCancelDialogFormTexts } from "../shared/texts.js";
export { CancelDialogForm, type CancelDialogFormProps } from "./CancelDialogForm.js";
