export {
  Header,
  type HeaderProps,
  type LanguageLink,
  type LogoImage,
  type SocialLink,
} from "./Header.js";
