// The site's brand-dependent texts, built once from its configuration.
import { createContent } from "@membership/content";
import { siteConfig } from "./config.ts";

export const siteContent = createContent(siteConfig);
