export { MenuButton, type MenuButtonProps } from "./MenuButton.js";
