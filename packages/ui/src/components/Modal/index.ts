export { type DialogLayer, Modal, type ModalProps } from "./Modal.js";
