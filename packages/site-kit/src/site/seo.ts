// Search and sharing metadata from the page table, the site's configuration and texts: head tags, JSON-LD,
// robots.txt, sitemap.xml and the web app manifest. Pure: the prerender writes the results, documentMeta.ts reuses a few.
import type { Plan } from "@membership/content";
import { escapeHtml, serializeForScript } from "./html.js";
import type { SitePage } from "./kitPages.js";
import { type LanguageVersion, language, ogLocale, versionPath } from "./locale.js";
import type { Site } from "./SiteContext.js";

/** The sharing image the build writes (1200×630), with its size. */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;
/** The manifest's icons, rendered by the build from the site's logo. */
export const APP_ICONS = [
  { path: "/icon-192.png", size: 192 },
  { path: "/icon-512.png", size: 512 },
] as const;
export const FAVICON_PATH = "/favicon.svg";
export const TOUCH_ICON_PATH = "/apple-touch-icon.png";
export const MANIFEST_PATH = "/site.webmanifest";

/**
 * The site's origin from its domain: a bare host ("example.com", "www.example.com:8443") is served over HTTPS;
 * a value with a scheme ("http://127.0.0.1:4173") is kept as written, for previews. No trailing slash.
 */
export function siteOrigin(siteDomain: string): string {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(siteDomain)
    ? siteDomain
    : `https://${siteDomain}`;
  return new URL(withScheme).origin;
}

/** The absolute URL of a file of the site (the sharing image, the sitemap). */
export function absoluteUrl(site: Site, path: string): string {
  return `${siteOrigin(site.config.siteDomain)}${path}`;
}

/** The absolute URL of a page (its router path, "/price") in a language version, by default the one being shown. */
export function pageUrl(
  site: Site,
  path: string,
  version: LanguageVersion = site.languages,
): string {
  const origin = version.origin ?? siteOrigin(site.config.siteDomain);
  return `${origin}${versionPath(version, path)}`;
}

/** The page in every language, for hreflang: each version's URL, and x-default (the site's first language). */
export function languageAlternates(site: Site, path: string): { hreflang: string; href: string }[] {
  const { versions } = site.languages;
  if (versions.length < 2) return [];
  const [first] = versions;
  return [
    ...versions.map((version) => ({
      hreflang: version.locale,
      href: pageUrl(site, path, version),
    })),
    ...(first ? [{ hreflang: "x-default", href: pageUrl(site, path, first) }] : []),
  ];
}

/** "Home | Brand": the page's SEO title and the brand. */
export function documentTitle(site: Site, page: SitePage): string {
  return `${site.content.page(page.id).seo.title} | ${site.config.name}`;
}

type JsonLd = Record<string, unknown>;

function organization(site: Site): JsonLd {
  const { config, content } = site;
  const origin = siteOrigin(config.siteDomain);
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: config.name,
    url: `${origin}/`,
    logo: `${origin}${APP_ICONS[1].path}`,
    email: config.supportEmail,
    telephone: config.supportPhone,
    ...(config.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: config.address.street,
            addressLocality: config.address.city,
            addressRegion: config.address.state,
            postalCode: config.address.zip,
            addressCountry: "US",
          },
        }
      : {}),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: content.seo.contactType,
      telephone: config.supportPhone,
      email: config.supportEmail,
      areaServed: "US",
      availableLanguage: language(config.locale),
    },
    ...(config.social ? { sameAs: [config.social.facebookUrl, config.social.instagramUrl] } : {}),
  };
}

/** A plan's offer, at the price page's URL (wherever it moved), or at the page showing it when the site has none. */
function offer(site: Site, page: SitePage, plan: Plan, price: string): JsonLd {
  return {
    "@type": "Offer",
    name: plan.subscriptionType,
    description: site.content.seo.offerDescription(plan),
    price,
    priceCurrency: "USD",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "USD",
      billingDuration: "P1M",
      unitCode: "MON",
    },
    availability: "https://schema.org/InStock",
    url: pageUrl(site, site.pages.has("price") ? site.pages.pathOf("price") : page.path),
    seller: { "@id": `${siteOrigin(site.config.siteDomain)}/#organization` },
  };
}

function product(site: Site, page: SitePage): JsonLd {
  return {
    "@type": "Product",
    name: site.content.seo.membership,
    description: site.content.page(page.id).seo.description,
    image: absoluteUrl(site, SHARE_IMAGE.path),
    brand: { "@id": `${siteOrigin(site.config.siteDomain)}/#organization` },
    offers: site.config.plans.flatMap((configured) => {
      const plan = site.content.plans.byType(configured.type);
      return plan ? [offer(site, page, plan, configured.price)] : [];
    }),
  };
}

function breadcrumbList(site: Site, page: SitePage): JsonLd {
  const home = { name: site.content.breadcrumb.home, path: "/" };
  const trail =
    page.path === "/" ? [home] : [home, { name: site.content.page(page.id).name, path: page.path }];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(site, crumb.path),
    })),
  };
}

/** Pages that show the plans and describe them as a Product. */
const PLAN_PAGES: readonly string[] = ["home", "price"];

/** The page's structured data: the organization everywhere, the plans where they are shown, the breadcrumb. */
export function structuredData(site: Site, page: SitePage): JsonLd {
  const graph = [organization(site)];
  if (PLAN_PAGES.includes(page.id)) graph.push(product(site, page));
  if (!page.noindex) graph.push(breadcrumbList(site, page));
  return { "@context": "https://schema.org", "@graph": graph };
}

/** Every head tag of the page at a path but its styles: title, description, canonical, robots, sharing, JSON-LD. */
export function headTags(site: Site, path: string): string[] {
  const page = site.pages.forPath(path);
  const { seo } = site.content.page(page.id);
  const title = escapeHtml(documentTitle(site, page));
  const description = escapeHtml(seo.description);
  const url = escapeHtml(pageUrl(site, page.path));
  const image = escapeHtml(absoluteUrl(site, SHARE_IMAGE.path));
  const brand = escapeHtml(site.config.name);
  const meta = (key: "name" | "property", name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${content}" />`;
  return [
    `<title>${title}</title>`,
    meta("name", "description", description),
    ...(page.noindex ? [meta("name", "robots", "noindex")] : []),
    `<link rel="canonical" href="${url}" />`,
    // Not the 404 page: it has no URL of its own to point to.
    ...(page.id === site.pages.notFound.id
      ? []
      : languageAlternates(site, page.path).map(
          ({ hreflang, href }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
        )),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", brand),
    meta("property", "og:locale", ogLocale(site.config.locale)),
    ...site.languages.versions
      .filter((version) => version.locale !== site.languages.locale)
      .map((version) => meta("property", "og:locale:alternate", ogLocale(version.locale))),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("property", "og:image:width", SHARE_IMAGE.width),
    meta("property", "og:image:height", SHARE_IMAGE.height),
    meta("property", "og:image:alt", brand),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "theme-color", escapeHtml(site.theme.colors.brand.primary)),
    `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${TOUCH_ICON_PATH}" />`,
    `<link rel="manifest" href="${MANIFEST_PATH}" />`,
    `<script type="application/ld+json">${serializeForScript(structuredData(site, page))}</script>`,
  ];
}

export function robotsTxt(site: Site): string {
  // Nothing is disallowed: crawlers must fetch /checkout and the 404 page to see their noindex.
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, "/sitemap.xml")}\n`;
}

/** Every indexable page in every language this site serves, each with its alternates (xhtml:link). */
export function sitemapXml(site: Site): string {
  const here = site.languages.versions.filter((version) => version.origin === undefined);
  const urls = site.pages.pages
    .filter((page) => !page.noindex)
    .flatMap((page) => {
      const alternates = languageAlternates(site, page.path).map(
        ({ hreflang, href }) =>
          `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
      );
      return here.map(
        (version) =>
          `  <url><loc>${escapeHtml(pageUrl(site, page.path, version))}</loc>${alternates.join("")}${alternates.length > 0 ? "\n  " : ""}</url>`,
      );
    });
  const alternatesNamespace = site.languages.versions.length > 1;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    alternatesNamespace
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function webManifest(site: Site): string {
  const manifest = {
    name: site.config.name,
    short_name: site.config.name,
    lang: language(site.config.locale),
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: site.theme.colors.brand.primary,
    background_color: site.theme.colors.surface.page,
    icons: [
      { src: FAVICON_PATH, sizes: "any", type: "image/svg+xml" },
      ...APP_ICONS.map((icon) => ({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
      })),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
