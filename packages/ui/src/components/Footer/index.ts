export { Footer, type FooterProps, type PaymentCard } from "./Footer.js";
