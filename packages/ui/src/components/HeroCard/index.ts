export { HeroCard, type HeroCardProps, type HeroImageSource } from "./HeroCard.js";
export type { HeroVariant } from "./HeroCard.styled.js";
