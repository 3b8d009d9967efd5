export { SideDrawer, type SideDrawerProps } from "./SideDrawer.js";
