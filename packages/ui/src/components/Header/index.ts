export { Header, type HeaderProps, type LogoImage, type SocialLink } from "./Header.js";
export { SocialIcon, type SocialNetwork } from "./SocialIcon.js";
