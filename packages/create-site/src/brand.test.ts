import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBrand, siteFilePaths, slugOf, withSitePaths } from "./brand.js";
import { createSite } from "./index.js";

const valid = {
  name: "Willow Telehealth",
  domain: "willow.example",
  supportPhone: "(888) 555-0142",
  supportEmail: "care@willow.example",
  locale: "en-US",
  plans: [{ type: "ESSENTIAL", price: "24.95" }],
  trial: { price: "1.49", days: 14 },
  theme: { primary: "#6B1FA2" },
};

/** A folder with brand.json and the files named. */
function brandFolder(brand: object, files: readonly string[] = []): string {
  const folder = mkdtempSync(join(tmpdir(), "brand-"));
  for (const file of files) {
    mkdirSync(join(folder, file, ".."), { recursive: true });
    writeFileSync(join(folder, file), file.endsWith(".svg") ? "<svg/>" : "file");
  }
  writeFileSync(join(folder, "brand.json"), JSON.stringify(brand));
  return folder;
}

describe("parseBrand", () => {
  it("accepts the keys the README documents", () => {
    expect(parseBrand(valid)).toEqual({ brand: valid });
  });

  it("names every mistake at once, with the site-kit schema's messages", () => {
    const parsed = parseBrand({ ...valid, adress: {}, supportPhone: "call us" });
    expect("problems" in parsed && parsed.problems).toEqual([
      'supportPhone: must be a US phone number of 10 digits, like "(800) 555-0100"',
      'adress: is not a key here; did you mean "address"?',
    ]);
  });
});

describe("the brand's files in the new site", () => {
  it("go under src/, one folder per kind, with the definition pointing at them", () => {
    const parsed = parseBrand({
      ...valid,
      logo: "art/logo.svg",
      team: [
        { name: "Ana", title: "CEO", photo: "a/ana.png" },
        { name: "Bo", title: "CTO", photo: "b/ana.png" },
      ],
      benefits: [{ title: "Dental", description: "Teeth.", icon: "icons/tooth.svg" }],
      pages: { price: { component: "pages/Price.tsx" } },
    });
    if (!("brand" in parsed)) throw new Error(parsed.problems.join("\n"));
    const moves = siteFilePaths(parsed.brand);
    expect(moves.map(({ from, to }) => [from, to])).toEqual([
      ["art/logo.svg", "src/logo.svg"],
      ["a/ana.png", "src/team/ana.png"],
      ["b/ana.png", "src/team/2-ana.png"],
      ["icons/tooth.svg", "src/icons/tooth.svg"],
      ["pages/Price.tsx", "src/pages/Price.tsx"],
    ]);
    const moved = withSitePaths(parsed.brand, moves);
    expect(moved.team?.map((member) => member.photo)).toEqual([
      "./src/team/ana.png",
      "./src/team/2-ana.png",
    ]);
    expect(moved.pages?.price).toEqual({ component: "./src/pages/Price.tsx" });
  });
});

describe("createSite", () => {
  it("writes nothing when a file the brand names is missing, and says which", async () => {
    const folder = brandFolder(
      { ...valid, logo: "logo.svg", team: [{ name: "Ana", title: "CEO", photo: "ana.png" }] },
      ["ana.png"],
    );
    const target = join(folder, "site");
    await expect(createSite([target, "--from", join(folder, "brand.json")])).rejects.toThrow(
      "logo: no file at logo.svg (relative to brand.json)",
    );
    expect(existsSync(target)).toBe(false);
  });

  it("writes nothing for a brand with a mistake", async () => {
    const folder = brandFolder({ ...valid, theme: { primary: "#6B1FA2", secundary: "#000000" } });
    const target = join(folder, "site");
    await expect(createSite([target, "--from", join(folder, "brand.json")])).rejects.toThrow(
      'theme.secundary: is not a key here; did you mean "secondary"?',
    );
    expect(existsSync(target)).toBe(false);
  });

  it("writes a placeholder logo for a brand that names no file", async () => {
    const folder = brandFolder(valid);
    const target = join(folder, "site");
    await createSite([target, "--from", join(folder, "brand.json")]);
    expect(readFileSync(join(target, "src", "logo.svg"), "utf8")).toContain("<svg");
  });

  it("copies every file the brand names and configures them", async () => {
    const folder = brandFolder(
      {
        ...valid,
        team: [{ name: "Ana", title: "CEO", photo: "team/ana.png" }],
        pages: { "delivery-policy": false },
      },
      ["team/ana.png"],
    );
    const target = join(folder, "site");
    await createSite([target, "--from", join(folder, "brand.json")]);
    expect(readFileSync(join(target, "src", "team", "ana.png"), "utf8")).toBe("file");
    const config = readFileSync(join(target, "site.config.ts"), "utf8");
    expect(config).toContain('photo: "./src/team/ana.png"');
    expect(config).toContain('"delivery-policy": false');
    expect(config).toContain('logo: "./src/logo.svg"');
    expect(existsSync(join(target, "src", "logo.svg"))).toBe(true);
  });
});

describe("slugOf", () => {
  it.each([
    ["Willow Telehealth", "willow-telehealth"],
    ["  Café  Santé! ", "cafe-sante"],
    ["***", "membership-site"],
  ])("names the site of %j %j", (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});
