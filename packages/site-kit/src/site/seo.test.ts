import { describe, expect, it } from "vitest";
import type { SiteDefinition } from "../config/defineSiteConfig.js";
import { sisterDefinition, specDefinition, testSite } from "../test/site.js";
import type { SitePage } from "./kitPages.js";
import {
  absoluteUrl,
  headTags,
  robotsTxt,
  sitemapXml,
  siteOrigin,
  structuredData,
  webManifest,
} from "./seo.js";

const site = testSite({
  ...specDefinition,
  name: "Harbour & Co Health",
  domain: "www.harbour.example",
});
const { config } = site;
const social = config.social ?? { facebookUrl: "", instagramUrl: "" };
const allPaths = [...site.pages.pages.flatMap((page) => [page.path, ...page.aliases]), "/404"];
const page = (path: string): SitePage => site.pages.forPath(path);
const head = (path: string) => headTags(site, path).join("\n");
const seoTitle = (path: string) => site.content.page(page(path).id).seo.title;

type Node = Record<string, unknown> & { "@type": string };
const graphOf = (path: string) => structuredData(site, page(path))["@graph"] as Node[];
const nodeOf = (path: string, type: string) => graphOf(path).find((node) => node["@type"] === type);

describe("siteOrigin", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["www.example.com:8443", "https://www.example.com:8443"],
    ["http://127.0.0.1:4173/", "http://127.0.0.1:4173"],
    ["https://example.com", "https://example.com"],
  ])("serves %s from %s", (domain, origin) => {
    expect(siteOrigin(domain)).toBe(origin);
  });

  it("joins a path to the origin", () => {
    expect(absoluteUrl(site, "/price")).toBe("https://www.harbour.example/price");
  });
});

describe("head tags", () => {
  it("give every page its title, description, canonical URL and sharing card", () => {
    for (const path of allPaths) {
      const html = head(path);
      const title = `${seoTitle(path)} | Harbour &amp; Co Health`;
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toContain(`<meta name="twitter:title" content="${title}" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain(
        '<meta property="og:image" content="https://www.harbour.example/og-image.png" />',
      );
      expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
      expect(html).toContain(
        `<meta name="theme-color" content="${site.theme.colors.brand.primary}" />`,
      );
      expect(html).toContain('<meta property="og:locale" content="en_US" />');
      expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    }
  });

  it("point the home alias at the home page and every other page at itself", () => {
    expect(head("/home")).toContain('<link rel="canonical" href="https://www.harbour.example/" />');
    expect(head("/about-us")).toContain(
      '<link rel="canonical" href="https://www.harbour.example/about-us" />',
    );
  });

  it("keep checkout and the 404 page out of search results, and only those", () => {
    const noindexed = allPaths.filter((path) =>
      head(path).includes('<meta name="robots" content="noindex" />'),
    );
    expect(noindexed).toEqual(["/checkout", "/404"]);
  });

  it("cannot be broken out of by configured text", () => {
    const hostile = testSite({
      ...specDefinition,
      name: '</script><script>alert("x")</script>',
    });
    const html = headTags(hostile, "/").join("\n");
    expect(html).not.toContain("<script>alert");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("structured data", () => {
  it("names the organization with its support contact on every page", () => {
    const organization = nodeOf("/contact", "Organization");
    expect(organization).toMatchObject({
      name: "Harbour & Co Health",
      url: "https://www.harbour.example/",
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: config.supportPhone,
        email: config.supportEmail,
      },
      sameAs: [social.facebookUrl, social.instagramUrl],
    });
  });

  it("offers each plan at its price where the plans are shown", () => {
    for (const path of ["/", "/home", "/price"]) {
      const offers = nodeOf(path, "Product")?.offers as Node[];
      expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
        ["BASIC", "39.95", "USD"],
        ["PREMIUM", "49.95", "USD"],
      ]);
      expect(offers[0]?.description).toBe("Trial for 30 days at $3.29, then $39.95 monthly.");
    }
    expect(nodeOf("/about-us", "Product")).toBeUndefined();
  });

  it("offers the plans at the price page, moved or not, or at the home page when the site removed it", () => {
    const offerUrls = (pages: SiteDefinition["pages"], path: string) => {
      const sister = testSite({ ...sisterDefinition, pages });
      const graph = structuredData(sister, sister.pages.forPath(path))["@graph"] as Node[];
      const offers = graph.find((node) => node["@type"] === "Product")?.offers as Node[];
      return [...new Set(offers.map((offer) => offer.url))];
    };
    expect(offerUrls(undefined, "/")).toEqual(["https://sister.test/price"]);
    expect(offerUrls(undefined, "/price")).toEqual(["https://sister.test/price"]);
    expect(offerUrls({ price: { path: "/plans" } }, "/")).toEqual(["https://sister.test/plans"]);
    expect(offerUrls({ price: false }, "/")).toEqual(["https://sister.test/"]);
  });

  it("offers a sister brand's own plans, trial and prices", () => {
    const sister = testSite(sisterDefinition);
    const product = structuredData(sister, sister.pages.forPath("/price"))["@graph"] as Node[];
    const offers = product.find((node) => node["@type"] === "Product")?.offers as Node[];
    expect(offers.map((offer) => [offer.name, offer.price, offer.description])).toEqual([
      ["ESSENTIAL", "24.95", "Trial for 14 days at $1.49, then $24.95 monthly."],
      ["PLUS", "34.95", "Trial for 14 days at $1.49, then $34.95 monthly."],
      ["FAMILY", "54.95", "Trial for 14 days at $1.49, then $54.95 monthly."],
    ]);
  });

  it("gives each indexable page a breadcrumb from home", () => {
    expect(nodeOf("/refund-policy", "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.harbour.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Refund policy",
        item: "https://www.harbour.example/refund-policy",
      },
    ]);
    expect(nodeOf("/home", "BreadcrumbList")?.itemListElement).toHaveLength(1);
    expect(nodeOf("/404", "BreadcrumbList")).toBeUndefined();
  });
});

describe("a site in two languages", () => {
  const definition: SiteDefinition = { ...specDefinition, locales: ["en-US", "es-US"] };
  const english = testSite(definition);
  const spanish = testSite(definition, {}, "es-US");
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      (match) => `${match[1]} ${match[2]}`,
    );

  it("names each page in both languages and x-default, from either", () => {
    const expected = [
      "en-US https://localhost/price",
      "es-US https://localhost/es/price",
      "x-default https://localhost/price",
    ];
    expect(alternates(headTags(english, "/price").join("\n"))).toEqual(expected);
    expect(alternates(headTags(spanish, "/price").join("\n"))).toEqual(expected);
    expect(headTags(spanish, "/").join("\n")).toContain(
      '<link rel="canonical" href="https://localhost/es/" />',
    );
    expect(headTags(spanish, "/price").join("\n")).toContain(
      '<meta property="og:locale:alternate" content="en_US" />',
    );
  });

  it("names no alternate on the 404 page, nor on a site in one language", () => {
    expect(alternates(headTags(spanish, "/404").join("\n"))).toEqual([]);
    expect(alternates(headTags(testSite(specDefinition), "/price").join("\n"))).toEqual([]);
  });

  it("points to the brand's site in another language, on its own domain", () => {
    const withAlternate = testSite({
      ...specDefinition,
      alternates: [{ locale: "es-US", origin: "https://es.example.com" }],
    });
    expect(alternates(headTags(withAlternate, "/price").join("\n"))).toEqual([
      "en-US https://localhost/price",
      "es-US https://es.example.com/price",
      "x-default https://localhost/price",
    ]);
    // Its sitemap lists this site's pages only, each with the other site's.
    expect(sitemapXml(withAlternate)).not.toContain("<loc>https://es.example.com");
  });

  it("lists each page in both languages in the sitemap, with its alternates", () => {
    const xml = sitemapXml(english);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<loc>https://localhost/es/about-us</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="es-US" href="https://localhost/es/about-us" />',
    );
    expect([...xml.matchAll(/<loc>/g)]).toHaveLength(20);
  });
});

describe("site files", () => {
  it("robots.txt allows every page and names the sitemap", () => {
    expect(robotsTxt(site)).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.harbour.example/sitemap.xml\n",
    );
  });

  it("sitemap.xml lists every indexable page once, by its canonical URL", () => {
    const locations = [...sitemapXml(site).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(locations).toEqual(
      [
        "/",
        "/about-us",
        "/price",
        "/contact",
        "/cancel-service",
        "/privacy-policy",
        "/refund-policy",
        "/terms-of-service",
        "/security-policy",
        "/delivery-policy",
      ].map((path) => `https://www.harbour.example${path}`),
    );
  });

  it("sitemap.xml leaves out a removed page and lists a moved one at its path", () => {
    const sister = testSite({
      ...sisterDefinition,
      pages: { "delivery-policy": false, price: { path: "/plans" } },
    });
    const xml = sitemapXml(sister);
    expect(xml).not.toContain("/delivery-policy");
    expect(xml).toContain("<loc>https://sister.test/plans</loc>");
    expect(xml).not.toContain("https://sister.test/price<");
  });

  it("the manifest and theme colour follow a brand's theme", () => {
    const sister = testSite(sisterDefinition);
    expect(JSON.parse(webManifest(sister)).theme_color).toBe("#6B1FA2");
    expect(headTags(sister, "/").join("\n")).toContain(
      '<meta name="theme-color" content="#6B1FA2" />',
    );
  });

  it("the manifest names the brand and lists the icons", () => {
    const manifest = JSON.parse(webManifest(site));
    expect(manifest).toMatchObject({
      name: "Harbour & Co Health",
      lang: "en",
      start_url: "/",
      theme_color: site.theme.colors.brand.primary,
      background_color: site.theme.colors.surface.page,
    });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      "/favicon.svg",
      "/icon-192.png",
      "/icon-512.png",
    ]);
  });
});
