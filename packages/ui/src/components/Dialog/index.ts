export { Dialog, type DialogProps, type DialogVariant } from "./Dialog.js";
