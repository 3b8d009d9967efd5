// The modules the plugin generates for a site: the browser's entry and app, the prerender's server entry and the
// page registry. Everything site-specific reaches the kit through them.

import { existsSync, realpathSync } from "node:fs";
import { DEFAULT_LOCALE, type SupportedLocale } from "@membership/content";
import { needsConsent } from "../site/consentCategories.js";
import { EVERY_PAGE, EVERY_PAGE_BUT_PAYMENT } from "../site/integrationKinds.js";
import type { IntegrationScript } from "../site/integrationScripts.js";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import { pathsOnThisSite } from "../site/locale.js";
import { createPageTable } from "../site/pageTable.js";
import { catalogueFiles, readCatalogues } from "./catalogues.js";
import type { LocaleBuild, SiteBuild } from "./siteBuild.js";
import { kitModule } from "./siteBuild.js";

export const VIRTUAL = {
  /** The page's only <script>: imports its language's app when the page needs it (loader/entry.ts). */
  entry: "virtual:membership-site/entry",
  server: "virtual:membership-site/server",
  /** The page registry: the first module of the chunk every language's app shares, named after it. */
  pages: "virtual:membership-site/app",
} as const;

/** The modules generated per locale: `${prefix}-es-US` (their chunks are named so: `site-es-US`). */
export const VIRTUAL_PER_LOCALE = {
  /** A language's app: its site input, and the start of the app on the page. */
  app: "virtual:membership-site/site",
  /** A language's site for the prerender. */
  serverEntry: "virtual:membership-site/server-entry",
  /** content's catalogues with the site's `texts` put in. */
  siteTexts: "virtual:membership-site/texts",
  policyTexts: "virtual:membership-site/policy-texts",
  /** The ui components' and the forms' catalogues with the site's `texts` put in. */
  uiTexts: "virtual:membership-site/ui-texts",
  formsTexts: "virtual:membership-site/forms-texts",
  /** The field checks a form page runs before the app, with the forms' catalogue (forms/earlyFieldChecks.ts). */
  fieldChecks: "virtual:membership-site/field-checks",
} as const;

type PerLocale = keyof typeof VIRTUAL_PER_LOCALE;

/** The id of a module generated for a locale. */
export function perLocale(kind: PerLocale, locale: SupportedLocale): string {
  return `${VIRTUAL_PER_LOCALE[kind]}-${locale}`;
}

/** Whether the plugin generates the module. */
export function isVirtual(id: string): boolean {
  return (
    (Object.values(VIRTUAL) as string[]).includes(id) ||
    Object.values(VIRTUAL_PER_LOCALE).some((prefix) => id.startsWith(`${prefix}-`))
  );
}

const json = JSON.stringify;

/** A catalogue's shape with every text empty: the keys and list lengths code may read, no words. */
function blank(value: unknown): unknown {
  if (typeof value === "string") return "";
  if (Array.isArray(value)) return value.map(blank);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blank(item)]));
  }
  return value;
}

/**
 * The forms' and ui's built-in English (their defaults when no provider gives a catalogue), for their own import of it:
 * every text empty, as a site always gives its pages' catalogue. So no page carries a language it is not in.
 */
export function blankDefault(file: string): unknown {
  if (!existsSync(file)) return null;
  const english = catalogueFiles(DEFAULT_LOCALE);
  const real = realpathSync(file);
  const name = (["forms", "ui"] as const).find((catalogue) => english[catalogue] === real);
  return name ? blank(readCatalogues(DEFAULT_LOCALE)[name]) : null;
}

/** A language's site input, which its app and its prerender build from (see SiteInput). */
function siteInputModule(build: SiteBuild, site: LocaleBuild): string {
  const { locale } = site;
  const fonts = build.fonts.map((font, index) => ({ ...font, index }));
  const { teamPhotos, benefitIcons } = build.imageFiles;
  // The brand's images go through Vite as files (hashed, never inlined into the bundle every page loads).
  const images = [
    ...teamPhotos.map((file, index) => [`teamPhoto${index}`, file] as const),
    ...benefitIcons.flatMap((file, index) =>
      file ? [[`benefitIcon${index}`, file] as const] : [],
    ),
  ];
  const hasIcons = benefitIcons.some(Boolean);
  const { teamPhotos: _none, ...drawn } = site.art;
  const art =
    images.length === 0
      ? json(site.art)
      : `{ ...${json(hasIcons ? { ...drawn, benefitIcons: undefined } : drawn)}, teamPhotos: [${teamPhotos.map((_, index) => `teamPhoto${index}`).join(", ")}]${
          hasIcons
            ? `, benefitIcons: [${site.art.benefitIcons
                .map((icon, index) => (benefitIcons[index] ? `benefitIcon${index}` : json(icon)))
                .join(", ")}]`
            : ""
        } }`;
  return [
    `import texts from ${json(perLocale("siteTexts", locale))};`,
    `import uiTexts from ${json(perLocale("uiTexts", locale))};`,
    ...fonts.map((font) => `import font${font.index} from ${json(`${font.file}?url`)};`),
    ...images.map(([name, file]) => `import ${name} from ${json(`${file}?no-inline`)};`),
    `const input = {`,
    `  ...${json(site.data)},`,
    `  texts,`,
    `  uiTexts,`,
    `  loadPolicyTexts: () => import(${json(perLocale("policyTexts", locale))}).then((module) => module.default),`,
    `  loadFormsTexts: () => import(${json(perLocale("formsTexts", locale))}).then((module) => module.default),`,
    `  logo: ${json(build.logo)},`,
    `  art: ${art},`,
    `  fonts: [${fonts
      .map(
        (font) =>
          `{ family: ${json(font.family)}, url: font${font.index}${font.weight ? `, weight: ${json(font.weight)}` : ""}${font.style ? `, style: ${json(font.style)}` : ""} }`,
      )
      .join(", ")}],`,
    `};`,
  ].join("\n");
}

/** The browser's entry: the app of the page's language, picked by the path's prefix before anything else loads. */
function entryModule(build: SiteBuild): string {
  const [first, ...others] = build.locales;
  if (!first) throw new Error("The site has no locale");
  const load = (site: LocaleBuild) => `() => import(${json(perLocale("app", site.locale))})`;
  const loadChecks = (site: LocaleBuild) =>
    `() => import(${json(perLocale("fieldChecks", site.locale))}).then((checks) => checks.start)`;
  const scripts = integrationScripts(build, first);
  // The scheduler is in the entry only for a site with a third party's script.
  const thirdParties =
    scripts.length === 0
      ? ""
      : `thirdParties: { scripts: ${json(scripts)}, schedule: scheduleScript }, `;
  // The sender is in the entry only for a site with an events endpoint.
  const { eventsEndpoint } = first.data.deployment;
  const events =
    eventsEndpoint === ""
      ? ""
      : `events: { endpoint: ${json(eventsEndpoint)}, start: startEvents }, `;
  // The notice before the app is in the entry only for a site that asks for consent.
  const consentNotice = scripts.some((script) => script.consent)
    ? `loadConsentNotice: () => import(${json(kitModule("loader/consentNoticeBeforeApp.js"))}).then((notice) => notice.showConsentNotice), `
    : "";
  const options = (checks: string) =>
    `{ ${thirdParties}${events}${consentNotice}loadFieldChecks: ${checks} }`;
  return [
    `import { startWhenNeeded } from ${json(kitModule("loader/entry.js"))};`,
    ...(scripts.length === 0
      ? []
      : [`import { scheduleScript } from ${json(kitModule("site/integrationScripts.js"))};`]),
    ...(eventsEndpoint === ""
      ? []
      : [`import { startEvents } from ${json(kitModule("site/events.js"))};`]),
    others.length === 0
      ? `startWhenNeeded(${load(first)}, ${options(loadChecks(first))});`
      : [
          `const path = location.pathname;`,
          `const sites = [${others.map((site) => `[${json(site.data.languages.prefix)}, ${load(site)}, ${loadChecks(site)}]`).join(", ")}];`,
          `const [, app, checks] = sites.find(([prefix]) => path === prefix || path.startsWith(prefix + "/")) ?? ["", ${load(first)}, ${loadChecks(first)}];`,
          `startWhenNeeded(app, ${options("checks")});`,
        ].join("\n"),
  ].join("\n");
}

/**
 * The scripts the entry adds, each with the paths it runs at on this site in every language, and the category the
 * visitor allows first for those that need consent.
 */
function integrationScripts(build: SiteBuild, site: LocaleBuild): IntegrationScript[] {
  const table = createPageTable(build.definition.pages);
  const onThisSite = (paths: readonly string[]) =>
    paths.flatMap((path) => pathsOnThisSite(site.data.languages, path));
  return build.integrations.flatMap(({ id, script, loads, pages, ...entry }) => {
    // A click's script is the app's to add, when its button is pressed.
    if (script === undefined || loads === "click") return [];
    const where =
      pages === EVERY_PAGE
        ? {}
        : pages === EVERY_PAGE_BUT_PAYMENT
          ? { notAtOrUnder: onThisSite([table.pathOf(PAYMENT_PAGE_ID)]) }
          : {
              only: onThisSite(
                table.pages
                  .filter((page) => pages.includes(page.id))
                  .flatMap((page) => [page.path, ...page.aliases]),
              ),
            };
    return [
      { id, script, loads, ...where, ...(needsConsent(entry) ? { consent: entry.consent } : {}) },
    ];
  });
}

export function virtualModuleSource(id: string, build: SiteBuild): string | null {
  switch (id) {
    case VIRTUAL.entry:
      return entryModule(build);
    case VIRTUAL.server:
      return [
        ...build.locales.map(
          (site, index) =>
            `import { entry as entry${index} } from ${json(perLocale("serverEntry", site.locale))};`,
        ),
        `export const entries = [${build.locales.map((_, index) => `entry${index}`).join(", ")}];`,
      ].join("\n");
    case VIRTUAL.pages:
      return [
        `export const pageModules = {`,
        ...Object.entries(build.pageModules).map(
          ([pageId, file]) => `  ${json(pageId)}: () => import(${json(file)}),`,
        ),
        `};`,
      ].join("\n");
  }
  const kind = (Object.keys(VIRTUAL_PER_LOCALE) as PerLocale[]).find((name) =>
    id.startsWith(`${VIRTUAL_PER_LOCALE[name]}-`),
  );
  if (!kind) return null;
  const locale = id.slice(VIRTUAL_PER_LOCALE[kind].length + 1);
  const site = build.locales.find((candidate) => candidate.locale === locale);
  if (!site) throw new Error(`The site has no locale ${locale}`);
  switch (kind) {
    case "app":
      return [
        siteInputModule(build, site),
        `import { startSite } from ${json(kitModule("app/client.js"))};`,
        `import { pageModules } from ${json(VIRTUAL.pages)};`,
        // No top-level await: it would turn off the bundler's merging of common chunks for the whole build.
        `export const start = (options) => startSite(input, pageModules, options);`,
      ].join("\n");
    case "serverEntry":
      return [
        siteInputModule(build, site),
        `import { createServerEntry } from ${json(kitModule("app/server.js"))};`,
        `import { pageModules } from ${json(VIRTUAL.pages)};`,
        `export const entry = createServerEntry(input, pageModules);`,
      ].join("\n");
    // An object literal, as Vite writes a JSON module: the minifier leaves its keys unquoted.
    case "siteTexts":
      return `export default ${json(site.texts.site)};`;
    case "policyTexts":
      return `export default ${json(site.texts.policies)};`;
    case "uiTexts":
      return `export default ${json(site.texts.ui)};`;
    case "formsTexts":
      return `export default ${json(site.texts.forms)};`;
    case "fieldChecks":
      return [
        `import { fieldChecksWith } from ${json(kitModule("forms/earlyFieldChecks.js"))};`,
        `import texts from ${json(perLocale("formsTexts", site.locale))};`,
        `export const start = fieldChecksWith(texts.messages);`,
      ].join("\n");
  }
}
