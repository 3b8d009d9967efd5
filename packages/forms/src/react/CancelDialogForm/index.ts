export {
  CancelDialogForm,
  type CancelDialogFormProps,
  type CancelDialogFormTexts,
  defaultCancelDialogFormTexts,
} from "./CancelDialogForm.js";
