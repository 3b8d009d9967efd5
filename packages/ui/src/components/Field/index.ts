export { type AutofillField, type AutofillPreset, autofillPresets } from "./autofill.js";
export { showFieldError, shownFieldError } from "./fieldDom.js";
