export { type AutofillField, type AutofillPreset, autofillPresets } from "./autofill.js";
