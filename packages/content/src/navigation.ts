// Header navigation labels; LOGIN and CALL NOW take their hrefs from the site's configuration.

export interface NavItem {
  label: string;
  to: string;
}

export const navItems = [
  { label: "HOME", to: "/" },
  { label: "ABOUT US", to: "/about-us" },
  { label: "PRICE", to: "/price" },
  { label: "CONTACT", to: "/contact" },
  { label: "CANCEL", to: "/cancel-service" },
] as const satisfies readonly NavItem[];

export const loginLabel = "LOGIN";
export const callNowLabel = "CALL NOW";
export const menuButtonLabel = "Open menu";
export const closeMenuLabel = "Close menu";
