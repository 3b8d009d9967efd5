// The JSON Schema the kit ships (dist/brand.schema.json, written by the build from the one zod schema), read by a
// maintained validator as an editor would: the example brand is valid, a misspelt key is not.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";

const kit = resolve(import.meta.dirname, "..", "..");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const exampleBrand = readJson(resolve(kit, "..", "..", "examples", "sister-brand", "brand.json"));

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(readJson(resolve(kit, "dist", "brand.schema.json")));

const errorsOf = (brand: unknown) =>
  validate(brand)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`.trim());

describe("brand.schema.json", () => {
  it("is what the package's exports name, inside its files", () => {
    const manifest = readJson(resolve(kit, "package.json"));
    expect(manifest.exports["./brand.schema.json"]).toBe("./dist/brand.schema.json");
    expect(manifest.files).toContain("dist");
  });

  it("accepts the example sister brand's brand.json", () => {
    expect(errorsOf(exampleBrand)).toEqual([]);
  });

  it.each([
    [
      "a misspelt top-level key",
      { adress: exampleBrand.address },
      "must NOT have additional properties",
    ],
    ["a misspelt colour key", { theme: { primary: "#6B1FA2", secundary: "#00AA88" } }, "/theme"],
    [
      "a misspelt legal key",
      { legal: { refundDay: 14 } },
      "/legal must NOT have additional properties",
    ],
    ["a misspelt payment key", { payment: { merchantID: 7, productId: 9 } }, "/payment"],
    ["a colour that is not one", { theme: { primary: "purple" } }, "/theme"],
    [
      "decline codes that are not numbers",
      { payment: { merchantId: 7, productId: 9, declineCodes: ["402"] } },
      "/payment/declineCodes/0",
    ],
    [
      "an empty list of decline codes",
      { payment: { merchantId: 7, productId: 9, declineCodes: [] } },
      "/payment/declineCodes",
    ],
  ])("rejects %s", (_, change, error) => {
    const errors = errorsOf({ ...exampleBrand, ...change });
    expect(
      errors.some((line) => line.includes(error)),
      errors.join("\n"),
    ).toBe(true);
  });
});
