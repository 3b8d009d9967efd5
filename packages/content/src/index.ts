export type { PostalAddress, SiteConfig } from "./siteConfig.js";
