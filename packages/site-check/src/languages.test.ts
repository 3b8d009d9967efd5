import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SANDBOX_DEFAULTS } from "@membership/site-kit/config";
import { afterAll, describe, expect, it } from "vitest";
import { loadLanguageTrees, MISSING_PATH, treePath, treePaths } from "./languages.js";

const ENGLISH_HERO = "Juniper doctors on call today";
const SPANISH_HERO = "Médicos de Juniper de guardia hoy";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A site's folder with only its site.config.ts: a brand in these languages, its hero title in each. */
async function siteIn(languages: Record<string, unknown>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "site-check-languages-"));
  folders.push(folder);
  const definition = {
    name: "Juniper Care",
    domain: "juniper.example",
    supportPhone: "(888) 555-0199",
    supportEmail: "help@juniper.example",
    plans: [{ type: "BASIC", price: "19.95" }],
    trial: { price: "2.49", days: 7 },
    texts: { "pages.home.hero.title": { "en-US": ENGLISH_HERO, "es-US": SPANISH_HERO } },
    ...languages,
  };
  await writeFile(
    join(folder, "site.config.ts"),
    `export default ${JSON.stringify(definition)};\n`,
  );
  return folder;
}

describe("loadLanguageTrees", { timeout: 30_000 }, () => {
  it("gives a site in English and Spanish a tree per language, English at / and Spanish under /es/", async () => {
    const trees = await loadLanguageTrees(
      await siteIn({ locales: ["en-US", "es-US"] }),
      SANDBOX_DEFAULTS,
    );
    expect(
      trees.map((tree) => [tree.site.locale, tree.site.htmlLang, treePath(tree, "/")]),
    ).toEqual([
      ["en-US", "en", "/"],
      ["es-US", "es", "/es/"],
    ]);
    const spanish = trees[1];
    expect(spanish && treePaths(spanish).map((path) => treePath(spanish, path))).toEqual(
      expect.arrayContaining(["/es/", "/es/price", "/es/checkout", `/es${MISSING_PATH}`]),
    );
  });

  it("finds in each tree the other language's texts, the brand's own included, and not its own", async () => {
    const [english, spanish] = await loadLanguageTrees(
      await siteIn({ locales: ["en-US", "es-US"] }),
      SANDBOX_DEFAULTS,
    );
    expect(english?.foreign(`Ingrese su correo electrónico · ${SPANISH_HERO}`)).toEqual(
      expect.arrayContaining(["Ingrese su correo electrónico", SPANISH_HERO]),
    );
    expect(english?.foreign(`Email cannot be empty · ${ENGLISH_HERO}`)).toEqual([]);
    expect(spanish?.foreign(`Email cannot be empty · ${ENGLISH_HERO}`)).toEqual(
      expect.arrayContaining(["Email cannot be empty", ENGLISH_HERO]),
    );
    expect(spanish?.carried(`var e={title:\`${ENGLISH_HERO}\`}`)).toEqual([ENGLISH_HERO]);
    expect(spanish?.carried(`var e={title:\`${SPANISH_HERO}\`}`)).toEqual([]);
  });

  it("checks a site in Spanish alone for English, at /", async () => {
    const trees = await loadLanguageTrees(await siteIn({ locale: "es-US" }), SANDBOX_DEFAULTS);
    expect(trees.map((tree) => treePath(tree, "/"))).toEqual(["/"]);
    expect(trees[0]?.foreign("Email cannot be empty")).toContain("Email cannot be empty");
  });
});
