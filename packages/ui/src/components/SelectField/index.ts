export { SelectField, type SelectFieldProps, type SelectOption } from "./SelectField.js";
