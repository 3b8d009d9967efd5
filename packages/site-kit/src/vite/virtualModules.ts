// The modules the plugin generates for a site: the browser's entry and app, the prerender's server entry and the
// page registry. Everything site-specific reaches the kit through them.
import { DEFAULT_LOCALE } from "@membership/content";
import { overridesCatalogue } from "../config/checkDefinition.js";
import type { SiteBuild } from "./siteBuild.js";
import { kitModule } from "./siteBuild.js";

export const VIRTUAL = {
  /** The page's only <script>: paints first, then imports the app. */
  entry: "virtual:membership-site/entry",
  app: "virtual:membership-site/app",
  server: "virtual:membership-site/server",
  pages: "virtual:membership-site/pages",
  /** content's catalogues with the site's `texts` put in. */
  siteTexts: "virtual:membership-site/texts",
  policyTexts: "virtual:membership-site/policy-texts",
  /** The ui components' and the forms' catalogues with the site's `texts` put in. */
  uiTexts: "virtual:membership-site/ui-texts",
  formsTexts: "virtual:membership-site/forms-texts",
} as const;

const json = JSON.stringify;

/** The site input both the browser and the prerender build from (see SiteInput). */
function siteInputModule(build: SiteBuild): string {
  const fonts = build.fonts.map((font, index) => ({ ...font, index }));
  // English is the ui's and the forms' default: only another locale's bundle, or one that rewords them, carries them.
  const translated =
    build.locale !== DEFAULT_LOCALE ||
    overridesCatalogue(build.definition.texts, "ui") ||
    overridesCatalogue(build.definition.texts, "forms");
  const { teamPhotos, benefitIcons } = build.imageFiles;
  // The brand's images go through Vite as files (hashed, never inlined into the bundle every page loads).
  const images = [
    ...teamPhotos.map((file, index) => [`teamPhoto${index}`, file] as const),
    ...benefitIcons.flatMap((file, index) =>
      file ? [[`benefitIcon${index}`, file] as const] : [],
    ),
  ];
  const hasIcons = benefitIcons.some(Boolean);
  const { teamPhotos: _none, ...drawn } = build.art;
  const art =
    images.length === 0
      ? json(build.art)
      : `{ ...${json(hasIcons ? { ...drawn, benefitIcons: undefined } : drawn)}, teamPhotos: [${teamPhotos.map((_, index) => `teamPhoto${index}`).join(", ")}]${
          hasIcons
            ? `, benefitIcons: [${build.art.benefitIcons
                .map((icon, index) => (benefitIcons[index] ? `benefitIcon${index}` : json(icon)))
                .join(", ")}]`
            : ""
        } }`;
  return [
    `import texts from ${json(VIRTUAL.siteTexts)};`,
    ...(translated
      ? [
          `import { LocaleTexts } from ${json(kitModule("app/LocaleTexts.js"))};`,
          `import uiTexts from ${json(VIRTUAL.uiTexts)};`,
          `import formsCatalogue from ${json(VIRTUAL.formsTexts)};`,
        ]
      : []),
    ...fonts.map((font) => `import font${font.index} from ${json(`${font.file}?url`)};`),
    ...images.map(([name, file]) => `import ${name} from ${json(`${file}?no-inline`)};`),
    `const input = {`,
    `  ...${json(build.data)},`,
    `  texts,`,
    `  loadPolicyTexts: () => import(${json(VIRTUAL.policyTexts)}).then((module) => module.default),`,
    `  logo: ${json(build.logo)},`,
    `  art: ${art},`,
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
    // An object literal, as Vite writes a JSON module: the minifier leaves its keys unquoted.
    case VIRTUAL.siteTexts:
      return `export default ${json(build.texts.site)};`;
    case VIRTUAL.policyTexts:
      return `export default ${json(build.texts.policies)};`;
    case VIRTUAL.uiTexts:
      return `export default ${json(build.texts.ui)};`;
    case VIRTUAL.formsTexts:
      return `export default ${json(build.texts.forms)};`;
    default:
      return null;
  }
}
