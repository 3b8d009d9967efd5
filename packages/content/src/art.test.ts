// Illustrations, icons, portraits and card marks are drawn with the theme's palette and nothing else.
import { describe, expect, it } from "vitest";
import { createContent } from "./createContent.js";
import { enSite } from "./test/catalogues.js";
import { harbourConfig } from "./test/configs.js";
import { paletteColours, testPalette } from "./test/palette.js";

const content = createContent(harbourConfig, enSite, testPalette);

const drawings: [string, string][] = [
  ["how it works", content.home.howItWorks.image],
  ["who are we", content.about.whoAreWe.image],
  ["hero background", content.images.heroBackground],
  ["banner background", content.images.bannerBackground],
  ["not found", content.images.notFound],
  ["payment cards", content.images.paymentCards.image],
  ...content.images.paymentCards.icons.map((card): [string, string] => [card.label, card.icon]),
  ...content.benefits.map((benefit): [string, string] => [benefit.cardTitle, benefit.cardIcon]),
  ...content.about.team.map((member): [string, string] => [member.name, member.photo]),
];

function coloursOf(dataUri: string): string[] {
  const markup = decodeURIComponent(dataUri.replace(/^data:image\/svg\+xml,/, ""));
  return Array.from(markup.matchAll(/#[0-9a-f]{3,8}\b/gi), (match) => match[0].toLowerCase());
}

describe("the art", () => {
  it.each(drawings)("%s uses only the palette's colours", (_name, image) => {
    const colours = coloursOf(image);
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(paletteColours).toContain(colour);
  });

  it("follows another palette", () => {
    const other = createContent(harbourConfig, enSite, { ...testPalette, ink: "#123456" });
    expect(coloursOf(other.images.bannerBackground)).toContain("#123456");
    expect(coloursOf(content.images.bannerBackground)).not.toContain("#123456");
  });

  it("titles every drawing with its text alternative", () => {
    expect(decodeURIComponent(content.home.howItWorks.image)).toContain(
      `<title>${content.home.howItWorks.imageAlt}</title>`,
    );
    expect(decodeURIComponent(content.images.paymentCards.image)).toContain(
      "<title>Accepted cards: Visa, Mastercard, American Express and UnionPay</title>",
    );
  });
});
