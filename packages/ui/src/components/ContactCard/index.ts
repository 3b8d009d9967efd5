export { ContactCard, type ContactCardProps } from "./ContactCard.js";
