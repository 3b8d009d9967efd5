// The modules the plugin generates for a site: the browser's entry and app, the prerender's server entry and the
// page registry. Everything site-specific reaches the kit through them.
import { DEFAULT_LOCALE } from "@membership/content";
import type { SiteBuild } from "./siteBuild.js";
import { kitModule } from "./siteBuild.js";

export const VIRTUAL = {
  /** The page's only <script>: paints first, then imports the app. */
  entry: "virtual:membership-site/entry",
  app: "virtual:membership-site/app",
  server: "virtual:membership-site/server",
  pages: "virtual:membership-site/pages",
} as const;

const json = JSON.stringify;

/** The site input both the browser and the prerender build from (see SiteInput). */
function siteInputModule(build: SiteBuild): string {
  const fonts = build.fonts.map((font, index) => ({ ...font, index }));
  // English is the ui's and the forms' default: only another locale's bundle carries their catalogues.
  const translated = build.locale !== DEFAULT_LOCALE;
  return [
    `import texts from ${json(build.localeFiles.site)};`,
    ...(translated
      ? [
          `import { LocaleTexts } from ${json(kitModule("app/LocaleTexts.js"))};`,
          `import uiTexts from ${json(build.localeFiles.ui)};`,
          `import formsCatalogue from ${json(build.localeFiles.forms)};`,
        ]
      : []),
    ...fonts.map((font) => `import font${font.index} from ${json(`${font.file}?url`)};`),
    `const input = {`,
    `  ...${json(build.data)},`,
    `  texts,`,
    `  loadPolicyTexts: () => import(${json(build.localeFiles.policies)}).then((module) => module.default),`,
    `  logo: ${json(build.logo)},`,
    `  art: ${json(build.art)},`,
    ...(translated
      ? [`  localeTexts: { Provider: LocaleTexts, ui: uiTexts, forms: formsCatalogue },`]
      : []),
    `  fonts: [${fonts
      .map(
        (font) =>
          `{ family: ${json(font.family)}, url: font${font.index}${font.weight ? `, weight: ${json(font.weight)}` : ""}${font.style ? `, style: ${json(font.style)}` : ""} }`,
      )
      .join(", ")}],`,
    `};`,
  ].join("\n");
}

export function virtualModuleSource(id: string, build: SiteBuild): string | null {
  switch (id) {
    case VIRTUAL.entry:
      return [
        `import { startAfterPaint } from ${json(kitModule("app/entry.js"))};`,
        `startAfterPaint(() => import(${json(VIRTUAL.app)}));`,
      ].join("\n");
    case VIRTUAL.app:
      return [
        siteInputModule(build),
        `import { startSite } from ${json(kitModule("app/client.js"))};`,
        `import { pageModules } from ${json(VIRTUAL.pages)};`,
        `await startSite(input, pageModules);`,
      ].join("\n");
    case VIRTUAL.server:
      return [
        siteInputModule(build),
        `import { createServerEntry } from ${json(kitModule("app/server.js"))};`,
        `import { pageModules } from ${json(VIRTUAL.pages)};`,
        `export const entry = createServerEntry(input, pageModules);`,
      ].join("\n");
    case VIRTUAL.pages:
      return [
        `export const pageModules = {`,
        ...Object.entries(build.pageModules).map(
          ([id, file]) => `  ${json(id)}: () => import(${json(file)}),`,
        ),
        `};`,
      ].join("\n");
    default:
      return null;
  }
}
