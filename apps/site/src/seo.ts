// Search and sharing metadata built from the route table, the site's configuration and content: head tags, JSON-LD,
// robots.txt, sitemap.xml and the web app manifest. Pure: the prerender writes the results, documentMeta.ts reuses a few.
import {
  homeCrumbLabel,
  type Plan,
  pageName,
  planList,
  type SiteConfig,
} from "@membership/content";
import { escapeHtml, serializeForScript } from "./html.ts";
import { documentTitle, type SitePage, sitePages } from "./pages/sitePages.ts";

/** The sharing image in public/ (rendered once from scripts/render-images.ts), with its size. */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;
/** The manifest's icons in public/, rendered from favicon.svg like the sharing image. */
export const APP_ICONS = [
  { path: "/icon-192.png", size: 192 },
  { path: "/icon-512.png", size: 512 },
] as const;
export const MANIFEST_PATH = "/site.webmanifest";

/**
 * The site's origin from VITE_SITE_DOMAIN: a bare host ("example.com", "www.example.com:8443") is served over HTTPS;
 * a value with a scheme ("http://127.0.0.1:4173") is kept as written, for previews. No trailing slash.
 */
export function siteOrigin(siteDomain: string): string {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(siteDomain)
    ? siteDomain
    : `https://${siteDomain}`;
  return new URL(withScheme).origin;
}

/** The absolute URL of a path on the site. */
export function absoluteUrl(config: Pick<SiteConfig, "siteDomain">, path: string): string {
  return `${siteOrigin(config.siteDomain)}${path}`;
}

/** The page search engines should index for this one ("/home" is the home page under a second address). */
export function canonicalPath(page: SitePage): string {
  return page.canonicalPath ?? page.path;
}

/** The pages listed in sitemap.xml: indexable, each address once. */
export function sitemapPages(): SitePage[] {
  const pages: readonly SitePage[] = sitePages;
  return pages.filter((page) => !page.noindex && canonicalPath(page) === page.path);
}

/** Pages that show the plans and describe them as a Product. */
const PLAN_PAGE_PATHS: readonly string[] = ["/", "/home", "/price"];

type JsonLd = Record<string, unknown>;

function organization(config: SiteConfig): JsonLd {
  const origin = siteOrigin(config.siteDomain);
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: config.brandName,
    url: `${origin}/`,
    logo: `${origin}${APP_ICONS[1].path}`,
    email: config.supportEmail,
    telephone: config.supportPhone,
    address: {
      "@type": "PostalAddress",
      streetAddress: config.address.street,
      addressLocality: config.address.city,
      addressRegion: config.address.state,
      postalCode: config.address.zip,
      addressCountry: "US",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: config.supportPhone,
      email: config.supportEmail,
      areaServed: "US",
      availableLanguage: "en",
    },
    sameAs: [config.social.facebookUrl, config.social.instagramUrl],
  };
}

/** "$39.95" as schema.org wants it: "39.95". */
function amount(price: string): string {
  return price.replace(/[^\d.]/g, "");
}

function offer(plan: Plan, config: SiteConfig): JsonLd {
  return {
    "@type": "Offer",
    name: plan.subscriptionType,
    description: `${plan.subscriptionTrialInfo} ${plan.subscriptionTrialPrice}, then ${plan.subscriptionPrice} ${plan.subscriptionDescription.toLowerCase()}.`,
    price: amount(plan.subscriptionPrice),
    priceCurrency: "USD",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: amount(plan.subscriptionPrice),
      priceCurrency: "USD",
      billingDuration: "P1M",
      unitCode: "MON",
    },
    availability: "https://schema.org/InStock",
    url: absoluteUrl(config, "/price"),
    seller: { "@id": `${siteOrigin(config.siteDomain)}/#organization` },
  };
}

function product(page: SitePage, config: SiteConfig): JsonLd {
  return {
    "@type": "Product",
    name: `${config.brandName} membership`,
    description: page.description,
    image: absoluteUrl(config, SHARE_IMAGE.path),
    brand: { "@id": `${siteOrigin(config.siteDomain)}/#organization` },
    offers: planList.map((plan) => offer(plan, config)),
  };
}

function breadcrumbList(page: SitePage, config: SiteConfig): JsonLd {
  const home = { name: homeCrumbLabel, path: "/" };
  const trail =
    canonicalPath(page) === "/" ? [home] : [home, { name: pageName(page.path), path: page.path }];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(config, crumb.path),
    })),
  };
}

/** The page's structured data: the organization everywhere, the plans where they are shown, the breadcrumb. */
export function structuredData(page: SitePage, config: SiteConfig): JsonLd {
  const graph = [organization(config)];
  if (PLAN_PAGE_PATHS.includes(page.path)) graph.push(product(page, config));
  if (!page.noindex) graph.push(breadcrumbList(page, config));
  return { "@context": "https://schema.org", "@graph": graph };
}

export interface HeadOptions {
  config: SiteConfig;
  /** <meta name="theme-color">, the manifest's colour. */
  themeColor: string;
}

/** Every head tag of a page but its styles: title, description, canonical, robots, sharing cards, manifest, JSON-LD. */
export function headTags(page: SitePage, { config, themeColor }: HeadOptions): string[] {
  const title = escapeHtml(documentTitle(page, config.brandName));
  const description = escapeHtml(page.description);
  const url = escapeHtml(absoluteUrl(config, canonicalPath(page)));
  const image = escapeHtml(absoluteUrl(config, SHARE_IMAGE.path));
  const meta = (key: "name" | "property", name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${content}" />`;
  return [
    `<title>${title}</title>`,
    meta("name", "description", description),
    ...(page.noindex ? [meta("name", "robots", "noindex")] : []),
    `<link rel="canonical" href="${url}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", escapeHtml(config.brandName)),
    meta("property", "og:locale", "en_US"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("property", "og:image:width", SHARE_IMAGE.width),
    meta("property", "og:image:height", SHARE_IMAGE.height),
    meta("property", "og:image:alt", escapeHtml(config.brandName)),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "theme-color", escapeHtml(themeColor)),
    `<link rel="manifest" href="${MANIFEST_PATH}" />`,
    `<script type="application/ld+json">${serializeForScript(structuredData(page, config))}</script>`,
  ];
}

export function robotsTxt(config: SiteConfig): string {
  // Nothing is disallowed: crawlers must fetch /checkout and the 404 page to see their noindex.
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, "/sitemap.xml")}\n`;
}

export function sitemapXml(config: SiteConfig): string {
  const urls = sitemapPages().map(
    (page) => `  <url><loc>${escapeHtml(absoluteUrl(config, page.path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function webManifest(
  config: SiteConfig,
  colors: { theme: string; background: string },
): string {
  const manifest = {
    name: config.brandName,
    short_name: config.brandName,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: colors.theme,
    background_color: colors.background,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ...APP_ICONS.map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
      })),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
