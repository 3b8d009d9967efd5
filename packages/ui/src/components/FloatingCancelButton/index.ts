export { FloatingCancelButton, type FloatingCancelButtonProps } from "./FloatingCancelButton.js";
