export { HeroCard, type HeroCardProps, type HeroImageSource } from "./HeroCard.js";
