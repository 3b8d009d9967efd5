export { bannerAlignment, PageBanner, type PageBannerProps } from "./PageBanner.js";
export type { BannerAlignment } from "./PageBanner.styled.js";
