export * from "./components/BenefitCard/index.js";
export * from "./components/Breadcrumb/index.js";
export * from "./components/Button/index.js";
export * from "./components/CheckboxField/index.js";
export * from "./components/ConsentNotice/index.js";
export * from "./components/ContactCard/index.js";
export * from "./components/Dialog/index.js";
export * from "./components/Field/index.js";
export * from "./components/FloatingCancelButton/index.js";
export * from "./components/Footer/index.js";
export * from "./components/Header/index.js";
export * from "./components/HeroCard/index.js";
export * from "./components/HowItWorks/index.js";
export * from "./components/LoadingOverlay/index.js";
export * from "./components/MenuButton/index.js";
export * from "./components/Modal/index.js";
export * from "./components/PageBanner/index.js";
export * from "./components/PlanCard/index.js";
export * from "./components/ProductDescription/index.js";
export * from "./components/SectionInfo/index.js";
export * from "./components/SelectField/index.js";
export * from "./components/SideDrawer/index.js";
export * from "./components/TeamCard/index.js";
export * from "./components/TextAreaField/index.js";
export * from "./components/TextField/index.js";
export type { HeadingLevel } from "./shared/headings.js";
export {
  defaultRenderLink,
  type NavLinkItem,
  type RenderLink,
  type RenderLinkProps,
} from "./shared/links.js";
export { VisuallyHidden } from "./shared/VisuallyHidden.js";
export * from "./texts/index.js";
export * from "./theme/index.js";
