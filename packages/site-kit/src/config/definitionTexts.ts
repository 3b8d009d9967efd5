// The definition's texts against the catalogues: its `texts` name a text of one (with the placeholders that text may
// show), every localized text has the site's locales, and the catalogues a site's pages read carry its overrides.
import {
  CONTENT_VALUE_NAMES,
  DEFAULT_LOCALE,
  placeholders,
  type SupportedLocale,
} from "@membership/content";
import { siteLocales } from "../site/locale.js";
import { type CatalogueName, readCatalogues } from "../vite/catalogues.js";
import { didYouMean } from "./didYouMean.js";
import { type Path, pathText } from "./issueMessages.js";
import { isLocalizedText, type LocalizedText, localize } from "./localized.js";
import type { SiteDefinition } from "./schema.js";

/** Every localized text of a definition with its path: team titles, benefits, cards, steps, links, pages. */
function localizedTexts(definition: SiteDefinition): [Path, LocalizedText][] {
  const { team = [], benefits = [], navLinks = [], footerLinks = [], pages = {} } = definition;
  // Their texts only (not a member's name, a photo, a link's href), in the order the problems are listed.
  return textsUnder([], {
    team: team.map(({ title }) => ({ title })),
    benefits: benefits.map(({ title, description }) => ({ title, description })),
    heroCards: definition.heroCards,
    howItWorksSteps: definition.howItWorksSteps,
    navLinks: navLinks.map(({ label }) => ({ label })),
    footerLinks: footerLinks.map(({ label }) => ({ label })),
    pages: Object.fromEntries(
      Object.entries(pages).flatMap(([id, page]) => {
        if (page === false || !page.texts) return [];
        const { name, hero, seo, banner } = page.texts;
        return [[id, { texts: { name, hero, seo, banner } }]];
      }),
    ),
  });
}

/** The localized texts under `value`, at any depth, each with its path. */
function textsUnder(path: Path, value: unknown): [Path, LocalizedText][] {
  if (isLocalizedText(value)) return [[path, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    textsUnder([...path, Array.isArray(value) ? Number(key) : key], item),
  );
}

/** Where a `texts` key's catalogue is named: "policies.…", "forms.…" and "ui.…" are those catalogues', the rest content's. */
const CATALOGUE_PREFIXES = ["policies", "forms", "ui"] as const satisfies readonly CatalogueName[];

/** The catalogue a `texts` key overrides, and the text's key inside it. */
function overriddenCatalogue(key: string): { catalogue: CatalogueName; key: string } {
  const named = CATALOGUE_PREFIXES.find((name) => key.startsWith(`${name}.`));
  return named
    ? { catalogue: named, key: key.slice(named.length + 1) }
    : { catalogue: "site", key };
}

/** Every text of a catalogue by its dotted key ("pages.home.hero.title", "home.heroCards.0.title"). */
function catalogueKeys(catalogue: unknown, prefix = ""): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") keys.set(key, value);
    else if (value !== null && typeof value === "object") {
      for (const [name, item] of Object.entries(value)) walk(item, key ? `${key}.${name}` : name);
    }
  };
  walk(catalogue, prefix);
  return keys;
}

/** A catalogue with the definition's `texts` for it put in, in the site's locale (the keys are checked already). */
export function withTextOverrides<T>(
  catalogue: T,
  name: CatalogueName,
  texts: SiteDefinition["texts"],
  locale: SupportedLocale,
): T {
  const overrides = Object.entries(texts ?? {}).filter(
    ([key]) => overriddenCatalogue(key).catalogue === name,
  );
  if (overrides.length === 0) return catalogue;
  const copy = structuredClone(catalogue) as Record<string, unknown>;
  for (const [key, value] of overrides) {
    const segments = overriddenCatalogue(key).key.split(".");
    const last = segments.pop() ?? "";
    let node: Record<string, unknown> = copy;
    for (const segment of segments) node = node[segment] as Record<string, unknown>;
    node[last] = localize(value, locale);
  }
  return copy as T;
}

/** A locale's catalogues as the site's pages show them: with the definition's `texts` put in. */
export function siteCatalogues(
  definition: Pick<SiteDefinition, "texts">,
  locale: SupportedLocale,
): Record<CatalogueName, unknown> {
  const catalogues = readCatalogues(locale);
  return Object.fromEntries(
    Object.entries(catalogues).map(([name, catalogue]) => [
      name,
      withTextOverrides(catalogue, name as CatalogueName, definition.texts, locale),
    ]),
  ) as Record<CatalogueName, unknown>;
}

const listed = (names: readonly string[]) =>
  names.length === 0 ? "none" : names.map((name) => `{${name}}`).join(", ");

/** The locales a text is checked in: the site's, and any other it gives a text for. */
function localesOf(value: LocalizedText, served: readonly SupportedLocale[]): SupportedLocale[] {
  const named = typeof value === "string" ? [] : (Object.keys(value) as SupportedLocale[]);
  return [...served, ...named.filter((locale) => !served.includes(locale))];
}

/**
 * Texts with placeholders the place allows, in the site's locale and in every other locale a text is given for: a
 * brand.json may carry its texts in two languages, and each is checked against its own locale's catalogue.
 */
export function textProblems(definition: SiteDefinition): string[] {
  const served = siteLocales(definition);
  const siteLocale = served[0] ?? DEFAULT_LOCALE;
  const problems: string[] = [];
  const catalogues = new Map<SupportedLocale, Record<CatalogueName, Map<string, string>>>();
  const keysOf = (locale: SupportedLocale) => {
    let keys = catalogues.get(locale);
    if (!keys) {
      const read = readCatalogues(locale);
      keys = Object.fromEntries(
        Object.entries(read).map(([name, catalogue]) => [name, catalogueKeys(catalogue)]),
      ) as Record<CatalogueName, Map<string, string>>;
      catalogues.set(locale, keys);
    }
    return keys;
  };
  const check = (
    path: Path,
    value: LocalizedText,
    allowed: (locale: SupportedLocale) => string[],
  ) => {
    for (const locale of localesOf(value, served)) {
      if (typeof value !== "string" && value[locale] === undefined) {
        problems.push(`${pathText(path)}: has no ${locale} text, and the site is in ${locale}`);
        continue;
      }
      const names = allowed(locale);
      const unknown = placeholders(localize(value, locale)).filter((name) => !names.includes(name));
      if (unknown.length > 0) {
        const where = served.length === 1 && locale === siteLocale ? "" : ` (its ${locale} text)`;
        problems.push(
          `${pathText(path)}${where}: ${listed(unknown)} is not a value this text can show (it may use ${listed(names)})`,
        );
      }
    }
  };
  for (const [path, value] of localizedTexts(definition)) {
    check(path, value, () => [...CONTENT_VALUE_NAMES]);
  }
  for (const [key, value] of Object.entries(definition.texts ?? {})) {
    const path = ["texts", key];
    const target = overriddenCatalogue(key);
    const known = keysOf(siteLocale)[target.catalogue];
    if (!known.has(target.key)) {
      const prefix = target.catalogue === "site" ? "" : `${target.catalogue}.`;
      const candidates = [...known.keys()].map((name) => `${prefix}${name}`);
      const inside = candidates.filter((name) => name.startsWith(`${key}.`));
      problems.push(
        inside.length > 0
          ? `${pathText(path)}: is a group of texts, not one; name one of its texts, e.g. "${inside[0]}"`
          : `${pathText(path)}: is not a text of the catalogue${didYouMean(key, candidates)}`,
      );
      continue;
    }
    // Page and policy texts are filled with every content value; other texts only with their own.
    const everyValue =
      target.catalogue === "policies" ||
      (target.catalogue === "site" && target.key.startsWith("pages."));
    check(path, value, (locale) => [
      ...placeholders(keysOf(locale)[target.catalogue].get(target.key) ?? ""),
      ...(everyValue ? CONTENT_VALUE_NAMES : []),
    ]);
  }
  return problems;
}
