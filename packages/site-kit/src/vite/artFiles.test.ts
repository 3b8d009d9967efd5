import { describe, expect, it } from "vitest";
import { drawSiteArt } from "../site/siteArt.js";
import { sisterDefinition, testSite } from "../test/site.js";
import { artAsFiles } from "./artFiles.js";

const site = testSite();
const drawn = drawSiteArt(site.theme, site.content);
const { art, files } = artAsFiles(drawn);

describe("artAsFiles", () => {
  it("moves every drawing into a content-hashed SVG file under /assets/art/", () => {
    const urls = [
      art.bannerBackground,
      art.howItWorks,
      art.whoAreWe,
      art.notFound,
      ...art.benefitIcons,
      ...art.paymentCards.map((card) => card.src),
    ];
    expect(urls).toHaveLength(files.length);
    for (const url of urls) expect(url).toMatch(/^\/assets\/art\/[a-z0-9-]+-[\w-]{8}\.svg$/);
    expect(files.map((file) => `/${file.file}`).sort()).toEqual([...urls].sort());
  });

  it("writes each file as the SVG the data URI held, titled in the site's words", () => {
    const howItWorks = files.find((file) => `/${file.file}` === art.howItWorks);
    expect(`data:image/svg+xml,${encodeURIComponent(howItWorks?.content ?? "")}`).toBe(
      drawn.howItWorks,
    );
    expect(howItWorks?.content).toContain(
      `<title>${site.content.home.howItWorks.imageAlt}</title>`,
    );
  });

  it("keeps the cards' names and alternative texts", () => {
    expect(art.paymentCards.map(({ label, alt }) => [label, alt])).toEqual(
      drawn.paymentCards.map(({ label, alt }) => [label, alt]),
    );
  });

  it("names a file by its content: another palette, another file", () => {
    const sister = testSite(sisterDefinition);
    expect(artAsFiles(drawSiteArt(sister.theme, sister.content)).art.howItWorks).not.toBe(
      art.howItWorks,
    );
    expect(artAsFiles(drawn).art).toEqual(art);
  });
});
