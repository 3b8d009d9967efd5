export type { CancelDialogFormTexts } from "../shared/texts.js";
export { CancelDialogForm, type CancelDialogFormProps } from "./CancelDialogForm.js";
export { CancelDialogShell, type CancelDialogShellProps } from "./CancelDialogShell.js";
