import { describe, expect, it } from "vitest";
import { carriedTextFinder, untranslatedFinder } from "./untranslated.js";

const english = [
  {
    nav: { menu: "Menu", home: "Home" },
    trial: "Get a {days}-day trial for ONLY {price}",
    notFound: "Error 404",
    reasons: ["Too expensive", "Other"],
    ok: "OK",
  },
];
const spanish = [
  {
    nav: { menu: "Menú", home: "Inicio" },
    trial: "Obtenga una prueba de {days} días por SOLO {price}",
    notFound: "Error 404",
    reasons: ["Demasiado caro", "Otro"],
    ok: "OK",
  },
];
const find = untranslatedFinder(english, spanish);

describe("untranslatedFinder", () => {
  it.each([
    ["a translated page", "Menú · Inicio · Obtenga una prueba de 30 días por SOLO $3.29", []],
    ["an English label", "Menú · Home", ["Home"]],
    [
      "an English text around its placeholders",
      "Get a 30-day trial for ONLY $3.29",
      ["Get a", "day trial for ONLY"],
    ],
    ["English broken over lines", "Too\n  expensive", ["Too expensive"]],
    ["an English word inside a Spanish one", "Menú", []],
    ["what the translation keeps", "Error 404 · OK", []],
    ["a word too short to tell", "Otro", []],
  ])("%s", (_, text, found) => {
    expect(find(text)).toEqual(found);
  });
});

describe("carriedTextFinder", () => {
  const carried = carriedTextFinder(english, spanish);

  it.each([
    [
      "a Spanish catalogue",
      "var e={trial:`Obtenga una prueba de {days} días por SOLO {price}`}",
      [],
    ],
    [
      "an English catalogue's whole texts",
      "var e={trial:`Get a {days}-day trial for ONLY {price}`,reasons:[`Too expensive`,`Other`]}",
      ["Get a {days}-day trial for ONLY {price}", "Too expensive"],
    ],
    ["a word that code has in any language", "var keys={36:`Home`,93:`Menu`}", []],
    ["what both catalogues have", "var e={notFound:`Error 404`}", []],
  ])("%s", (_, source, found) => {
    expect(carried(source)).toEqual(found);
  });
});
