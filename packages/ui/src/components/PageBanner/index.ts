export { PageBanner, type PageBannerProps } from "./PageBanner.js";
