// A definition checked by the schema and against what it names: the catalogues' keys and placeholders, and its files.
// Every problem is listed at once with its path.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import {
  CONTENT_VALUE_NAMES,
  DEFAULT_LOCALE,
  placeholders,
  type SupportedLocale,
} from "@membership/content";
import type * as z from "zod";
import { siteLocales } from "../site/locale.js";
import { type CatalogueName, readCatalogues } from "../vite/catalogues.js";
import { type LocalizedText, localize } from "./localized.js";
import {
  brandVariableSchemas,
  didYouMean,
  type SiteDefinitionInput,
  siteDefinitionSchema,
} from "./schema.js";

/** A definition the schema accepted, with every key in its place. */
export type SiteDefinition = Omit<z.output<typeof siteDefinitionSchema>, "$schema">;

type Path = readonly PropertyKey[];

export interface DefinitionCheck {
  /** The definition, when there is no problem. */
  definition?: SiteDefinition;
  /** "plans[1].price: must be dollars and cents like \"24.95\"", one per mistake. */
  problems: string[];
}

export interface CheckOptions {
  /** Where relative file paths start (the site's root, or brand.json's folder); files are not checked without it. */
  baseDir?: string;
  /** What the paths are relative to, for messages: "brand.json" or "the site". */
  baseName?: string;
}

/** `plans[1].price`, `texts["pages.home.hero.title"]`. */
export function pathText(path: Path): string {
  return path
    .map((key, index) =>
      typeof key === "number"
        ? `[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `${index === 0 ? "" : "."}${String(key)}`
          : `[${JSON.stringify(String(key))}]`,
    )
    .join("");
}

interface SchemaDef {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  valueType?: ZodLike;
  keyType?: ZodLike;
  options?: ZodLike[];
  entries?: Record<string, string>;
}
interface ZodLike {
  _zod: { def: SchemaDef };
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch"]);

function unwrap(schema: ZodLike | undefined): ZodLike | undefined {
  let current = schema;
  while (current) {
    const def: SchemaDef = current._zod.def;
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === "pipe") current = def.in;
    else return current;
  }
  return current;
}

/** The keys an object of the schema may have at `path` (for suggestions). */
function knownKeysAt(schema: ZodLike, path: Path): string[] {
  let current = unwrap(schema);
  const objectOf = (node: ZodLike | undefined) =>
    node?._zod.def.type === "union"
      ? node._zod.def.options?.map(unwrap).find((option) => option?._zod.def.type === "object")
      : node;
  for (const key of path) {
    current = objectOf(current);
    const def = current?._zod.def;
    if (!def) return [];
    if (def.type === "object") current = unwrap(def.shape?.[String(key)]);
    else if (def.type === "array") current = unwrap(def.element);
    else if (def.type === "record") current = unwrap(def.valueType);
    else return [];
  }
  const def = objectOf(current)?._zod.def;
  if (def?.type === "object")
    return Object.keys(def.shape ?? {}).filter((key) => key !== "$schema");
  if (def?.type === "record") return Object.values(unwrap(def.keyType)?._zod.def.entries ?? {});
  return [];
}

/** The issues of a union's branch that matched the value's kind, or null when none did. */
function branchIssues(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue[] | null {
  const matched = issue.errors.filter(
    (errors) =>
      !errors.some(
        (error) =>
          error.path.length === 0 &&
          (error.code === "invalid_type" || error.code === "invalid_value"),
      ),
  );
  if (matched.length === 0) return null;
  return matched.reduce((fewest, errors) => (errors.length < fewest.length ? errors : fewest));
}

function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: Path = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      const known = knownKeysAt(siteDefinitionSchema as unknown as ZodLike, path);
      return issue.keys.map(
        (key) => `${pathText([...path, key])}: is not a key here${didYouMean(key, known)}`,
      );
    }
    if (issue.code === "invalid_union") {
      const inner = branchIssues(issue);
      if (inner) return describeIssues(inner, path);
    }
    const required =
      (issue.code === "invalid_type" || issue.code === "invalid_union") &&
      issue.input === undefined;
    return [`${pathText(path) || "the definition"}: ${required ? "is required" : issue.message}`];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every localized text of a definition with its path: team titles, benefits, cards, steps, links, texts, pages. */
function localizedTexts(definition: SiteDefinition): [Path, LocalizedText][] {
  const entries: [Path, LocalizedText][] = [
    ...(definition.team ?? []).map((member, index): [Path, LocalizedText] => [
      ["team", index, "title"],
      member.title,
    ]),
    ...(definition.benefits ?? []).flatMap((benefit, index): [Path, LocalizedText][] => [
      [["benefits", index, "title"], benefit.title],
      [["benefits", index, "description"], benefit.description],
    ]),
    ...(definition.heroCards ?? []).flatMap((card, index): [Path, LocalizedText][] => [
      [["heroCards", index, "title"], card.title],
      [["heroCards", index, "text"], card.text],
    ]),
    ...(definition.howItWorksSteps ?? []).map((step, index): [Path, LocalizedText] => [
      ["howItWorksSteps", index],
      step,
    ]),
    ...(["navLinks", "footerLinks"] as const).flatMap((key) =>
      (definition[key] ?? []).map((entry, index): [Path, LocalizedText] => [
        [key, index, "label"],
        entry.label,
      ]),
    ),
  ];
  for (const [id, page] of Object.entries(definition.pages ?? {})) {
    const texts = page === false ? undefined : page.texts;
    if (!texts) continue;
    const at = (...rest: PropertyKey[]) => ["pages", id, "texts", ...rest];
    entries.push([at("name"), texts.name], [at("hero", "title"), texts.hero.title]);
    entries.push([at("hero", "text"), texts.hero.text]);
    entries.push(
      [at("seo", "title"), texts.seo.title],
      [at("seo", "description"), texts.seo.description],
    );
    if (texts.banner) {
      entries.push(
        [at("banner", "title"), texts.banner.title],
        [at("banner", "body"), texts.banner.body],
      );
      if (texts.banner.button) entries.push([at("banner", "button"), texts.banner.button]);
    }
  }
  return entries;
}

/** Where a `texts` key's catalogue is named: "policies.…", "forms.…" and "ui.…" are those catalogues', the rest content's. */
const CATALOGUE_PREFIXES = ["policies", "forms", "ui"] as const satisfies readonly CatalogueName[];

/** The catalogue a `texts` key overrides, and the text's key inside it. */
export function overriddenCatalogue(key: string): { catalogue: CatalogueName; key: string } {
  const named = CATALOGUE_PREFIXES.find((name) => key.startsWith(`${name}.`));
  return named
    ? { catalogue: named, key: key.slice(named.length + 1) }
    : { catalogue: "site", key };
}

/** Every text of a catalogue by its dotted key ("pages.home.hero.title", "home.heroCards.0.title"). */
export function catalogueKeys(catalogue: unknown, prefix = ""): Map<string, string> {
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

/** Whether the definition changes a text of this catalogue. */
export function overridesCatalogue(texts: SiteDefinition["texts"], name: CatalogueName): boolean {
  return Object.keys(texts ?? {}).some((key) => overriddenCatalogue(key).catalogue === name);
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
function textProblems(definition: SiteDefinition): string[] {
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

/** Every file the definition names, with where it is named: logo, font, photos, icons, page components. */
export function definitionFiles(definition: SiteDefinition): { path: Path; file: string }[] {
  return [
    ...(definition.logo ? [{ path: ["logo"], file: definition.logo }] : []),
    ...(definition.font?.files ?? []).map((face, index) => ({
      path: ["font", "files", index, "src"],
      file: face.src,
    })),
    ...(definition.team ?? []).map((member, index) => ({
      path: ["team", index, "photo"],
      file: member.photo,
    })),
    ...(definition.benefits ?? []).flatMap((benefit, index) =>
      benefit.icon ? [{ path: ["benefits", index, "icon"], file: benefit.icon }] : [],
    ),
    ...Object.entries(definition.pages ?? {}).flatMap(([id, page]) =>
      page !== false && page.component
        ? [{ path: ["pages", id, "component"], file: page.component }]
        : [],
    ),
  ];
}

function fileProblems(definition: SiteDefinition, baseDir: string, baseName: string): string[] {
  return definitionFiles(definition).flatMap(({ path, file }) => {
    const absolute = resolve(baseDir, file);
    return existsSync(absolute) && statSync(absolute).isFile()
      ? []
      : [`${pathText(path)}: no file at ${file} (relative to ${baseName})`];
  });
}

/** Checks a definition as written in site.config.ts or brand.json; the definition comes back only without problems. */
export function checkSiteDefinition(input: unknown, options: CheckOptions = {}): DefinitionCheck {
  if (!isRecord(input)) return { problems: ["the definition: must be one object"] };
  const parsed = siteDefinitionSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { problems: describeIssues(parsed.error.issues) };
  const { $schema: _schema, ...definition } = parsed.data;
  const problems = textProblems(definition);
  if (options.baseDir) {
    problems.push(
      ...fileProblems(definition, options.baseDir, options.baseName ?? options.baseDir),
    );
  }
  return problems.length > 0 ? { problems } : { definition, problems };
}

/** The brand variables that are set but not in the format of the key they replace: `VITE_SUPPORT_PHONE="call us": …`. */
export function brandVariableProblems(env: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(brandVariableSchemas).flatMap(([name, schema]) => {
    const value = env[name];
    if (typeof value !== "string" || value.trim() === "") return [];
    const parsed = schema.safeParse(value);
    return parsed.success
      ? []
      : [`${name}=${JSON.stringify(value)}: ${parsed.error.issues[0]?.message}`];
  });
}

/** Throws, listing them, when a brand variable is not in its key's format (dev, build and the tools alike). */
export function assertBrandVariables(env: Readonly<Record<string, unknown>>): void {
  const problems = brandVariableProblems(env);
  if (problems.length > 0) {
    throw new Error(
      ["The site's variables are not valid:", ...problems.map((problem) => `  - ${problem}`)].join(
        "\n",
      ),
    );
  }
}

/** What a production build needs that a development or test build may leave out, by key; [] when complete. */
export function productionDefinitionProblems(definition: SiteDefinition): string[] {
  return definition.payment
    ? []
    : [
        "payment.merchantId and payment.productId are not set: the brand's own ids at its payment provider; without them the checkout takes no payment (there is no default account).",
      ];
}

export type { SiteDefinitionInput };
