// Search and sharing on the production build: every page's head, the files crawlers and browsers ask for.

import { E2E_BRAND_NAME, E2E_BUILD_ENV } from "./e2eEnv.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { notFoundPage, type SitePage, sitePages } from "./sitePages.ts";

const ORIGIN = `https://${E2E_BUILD_ENV.VITE_SITE_DOMAIN}`;
const pages: readonly SitePage[] = sitePages;
const notFound: SitePage = notFoundPage;

/** Content of the head's <meta name|property="key">; null when absent or repeated. */
function metaContent(html: string, key: string): string | null {
  const matches = [
    ...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, "g")),
  ];
  return matches.length === 1 ? (matches[0]?.[1] ?? null) : null;
}

function jsonLdTypes(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]?.[1] ?? "{}") as { "@graph": { "@type": string }[] };
  return data["@graph"].map((node) => node["@type"]);
}

test.describe("head of every prerendered page", () => {
  for (const page of [...pages, notFound]) {
    const path = page === notFound ? "/no-such-page" : page.path;
    test(`${path}: lang, canonical, robots, sharing card, JSON-LD`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const canonical = `${ORIGIN}${page.canonicalPath ?? page.path}`;
      expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
      expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(metaContent(html, "robots")).toBe(page.noindex ? "noindex" : null);
      expect(metaContent(html, "og:url")).toBe(canonical);
      expect(metaContent(html, "og:title")).toBe(`${page.title} | ${E2E_BRAND_NAME}`);
      expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(html, "og:image")).toBe(`${ORIGIN}/og-image.png`);
      expect(metaContent(html, "twitter:image")).toBe(`${ORIGIN}/og-image.png`);
      expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
      expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
      const types = jsonLdTypes(html);
      expect(types).toContain("Organization");
      expect(types.includes("BreadcrumbList")).toBe(!page.noindex);
      expect(types.includes("Product")).toBe(["/", "/home", "/price"].includes(page.path));
    });
  }
});

test.describe("files beside the pages", () => {
  test("robots.txt names the sitemap, which lists every indexable page in each language, each answering 200", async ({
    request,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] ?? "").slice(ORIGIN.length),
    );
    expect(paths).toEqual(
      pages
        .filter((page) => !page.noindex && !page.canonicalPath)
        .flatMap((page) => [page.path, page.path === "/" ? "/es/" : `/es${page.path}`]),
    );
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("the manifest, its icons, the touch icon and the sharing image exist", async ({
    request,
  }) => {
    const manifestResponse = await request.get("/site.webmanifest");
    expect(manifestResponse.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = (await manifestResponse.json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe(E2E_BRAND_NAME);
    const images = [
      ...manifest.icons.map((icon) => icon.src),
      "/apple-touch-icon.png",
      "/og-image.png",
    ];
    for (const src of images) {
      const image = await request.get(src);
      expect(image.status(), src).toBe(200);
      expect(image.headers()["content-type"], src).toMatch(/^image\/(png|svg\+xml)/);
    }
  });
});

test("client navigation keeps the head in step", async ({ page }) => {
  await gotoHydrated(page, "/price");
  await page.getByRole("button", { name: "Buy" }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/checkout`);
  await page.goBack();
  await expect(page).toHaveURL(/\/price$/);
  await expect(page).toHaveTitle(`Plans and prices | ${E2E_BRAND_NAME}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/price`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${ORIGIN}/price`,
  );
});
