// Illustrations, icons and card marks are drawn with the theme's palette and nothing else.
import { describe, expect, it } from "vitest";
import { bannerBackgroundArt } from "./art/bannerBackground.js";
import { benefitIcons, defaultBenefitIcon } from "./art/benefitIcons.js";
import { howItWorksArt } from "./art/howItWorks.js";
import { notFoundArt } from "./art/notFound.js";
import { paymentCardArt } from "./art/paymentCards.js";
import { whoAreWeArt } from "./art/whoAreWe.js";
import { createContent } from "./createContent.js";
import { enSite } from "./test/catalogues.js";
import { harbourConfig } from "./test/configs.js";
import { paletteColours, testPalette } from "./test/palette.js";

const content = createContent(harbourConfig, enSite);
const cards = paymentCardArt(testPalette, content.art.paymentCardsAlt, content.art.cardAlt);
const icons = benefitIcons(
  testPalette,
  content.benefits.map((benefit) => benefit.iconAlt),
);

const drawings: [string, string][] = [
  ["how it works", howItWorksArt(testPalette, content.home.howItWorks.imageAlt)],
  ["who are we", whoAreWeArt(testPalette, content.about.whoAreWe.imageAlt)],
  ["banner background", bannerBackgroundArt(testPalette, content.art.bannerBackground)],
  ["not found", notFoundArt(testPalette, content.notFound.imageAlt)],
  ["payment cards", cards.image],
  ...cards.icons.map((card): [string, string] => [card.label, card.icon]),
  ...icons.map((icon, index): [string, string] => [`benefit icon ${index + 1}`, icon]),
  ["default benefit icon", defaultBenefitIcon(testPalette)],
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
    const other = bannerBackgroundArt({ ...testPalette, ink: "#123456" }, "title");
    expect(coloursOf(other)).toContain("#123456");
    expect(coloursOf(bannerBackgroundArt(testPalette, "title"))).not.toContain("#123456");
  });

  it("gives ten distinct benefit icons and a default one unlike them", () => {
    expect(new Set([...icons, defaultBenefitIcon(testPalette)]).size).toBe(11);
  });

  it("titles every drawing with its text alternative", () => {
    expect(decodeURIComponent(howItWorksArt(testPalette, "A phone & a list"))).toContain(
      "<title>A phone &amp; a list</title>",
    );
    expect(decodeURIComponent(cards.image)).toContain(
      "<title>Accepted cards: Visa, Mastercard, American Express and UnionPay</title>",
    );
    expect(cards.icons.map((card) => card.iconAlt)).toEqual([
      "Visa card",
      "Mastercard card",
      "American Express card",
      "UnionPay card",
    ]);
  });
});
