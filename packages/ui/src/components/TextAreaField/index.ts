export { TextAreaField, type TextAreaFieldProps } from "./TextAreaField.js";
