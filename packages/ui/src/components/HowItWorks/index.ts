export { HowItWorks, type HowItWorksProps } from "./HowItWorks.js";
