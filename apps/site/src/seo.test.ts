import { planList } from "@membership/content";
import { describe, expect, it } from "vitest";
import { siteConfig } from "./config.ts";
import { notFoundPage, type SitePage, sitePages } from "./pages/sitePages.ts";
import {
  absoluteUrl,
  headTags,
  robotsTxt,
  sitemapXml,
  siteOrigin,
  structuredData,
  webManifest,
} from "./seo.ts";

const config = {
  ...siteConfig,
  brandName: "Harbour & Co Health",
  siteDomain: "www.harbour.example",
};
const pages: readonly SitePage[] = sitePages;
const page = (path: string): SitePage =>
  pages.find((candidate) => candidate.path === path) ?? notFoundPage;
const head = (target: SitePage) => headTags(target, { config, themeColor: "#123456" }).join("\n");

type Node = Record<string, unknown> & { "@type": string };
const graphOf = (target: SitePage) => structuredData(target, config)["@graph"] as Node[];
const nodeOf = (target: SitePage, type: string) =>
  graphOf(target).find((node) => node["@type"] === type);

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
    expect(absoluteUrl(config, "/price")).toBe("https://www.harbour.example/price");
  });
});

describe("head tags", () => {
  it("give every page its title, description, canonical URL and sharing card", () => {
    for (const target of [...pages, notFoundPage]) {
      const html = head(target);
      const title = `${target.title} | Harbour &amp; Co Health`;
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toContain(`<meta name="twitter:title" content="${title}" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain(
        '<meta property="og:image" content="https://www.harbour.example/og-image.png" />',
      );
      expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
      expect(html).toContain('<meta name="theme-color" content="#123456" />');
      expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    }
  });

  it("point the home alias at the home page and every other page at itself", () => {
    expect(head(page("/home"))).toContain(
      '<link rel="canonical" href="https://www.harbour.example/" />',
    );
    expect(head(page("/about-us"))).toContain(
      '<link rel="canonical" href="https://www.harbour.example/about-us" />',
    );
  });

  it("keep checkout and the 404 page out of search results, and only those", () => {
    const noindexed = [...pages, notFoundPage]
      .filter((target) => head(target).includes('<meta name="robots" content="noindex" />'))
      .map((target) => target.path);
    expect(noindexed).toEqual(["/checkout", "/404"]);
  });

  it("cannot be broken out of by configured text", () => {
    const hostile = { ...config, brandName: '</script><script>alert("x")</script>' };
    const html = headTags(page("/"), { config: hostile, themeColor: "#fff" }).join("\n");
    expect(html).not.toContain("<script>alert");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("structured data", () => {
  it("names the organization with its support contact on every page", () => {
    const organization = nodeOf(page("/contact"), "Organization");
    expect(organization).toMatchObject({
      name: "Harbour & Co Health",
      url: "https://www.harbour.example/",
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: config.supportPhone,
        email: config.supportEmail,
      },
      sameAs: [config.social.facebookUrl, config.social.instagramUrl],
    });
  });

  it("offers each plan at its price where the plans are shown", () => {
    for (const path of ["/", "/home", "/price"]) {
      const offers = nodeOf(page(path), "Product")?.offers as Node[];
      expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
        planList.map((plan) => [plan.subscriptionType, plan.subscriptionPrice.slice(1), "USD"]),
      );
    }
    expect(nodeOf(page("/about-us"), "Product")).toBeUndefined();
  });

  it("gives each indexable page a breadcrumb from home", () => {
    expect(nodeOf(page("/refund-policy"), "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.harbour.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Refund policy",
        item: "https://www.harbour.example/refund-policy",
      },
    ]);
    expect(nodeOf(page("/home"), "BreadcrumbList")?.itemListElement).toHaveLength(1);
    expect(nodeOf(notFoundPage, "BreadcrumbList")).toBeUndefined();
  });
});

describe("site files", () => {
  it("robots.txt allows every page and names the sitemap", () => {
    expect(robotsTxt(config)).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.harbour.example/sitemap.xml\n",
    );
  });

  it("sitemap.xml lists every indexable page once, by its canonical URL", () => {
    const locations = [...sitemapXml(config).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
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

  it("the manifest names the brand and lists the icons", () => {
    const manifest = JSON.parse(webManifest(config, { theme: "#111111", background: "#ffffff" }));
    expect(manifest).toMatchObject({
      name: "Harbour & Co Health",
      start_url: "/",
      theme_color: "#111111",
      background_color: "#ffffff",
    });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      "/favicon.svg",
      "/icon-192.png",
      "/icon-512.png",
    ]);
  });
});
