// What the plugin knows of a site at build time: its definition (site.config.ts), its VITE_* values, its logo and
// fonts, and where every module the generated entries import lives.
import { readFileSync, realpathSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { EVENTS_PATH } from "@membership/api";
import { createContent, type PolicyTexts, type SiteTexts } from "@membership/content";
import type { FormsCatalogue } from "@membership/forms/react";
import type { UiTexts } from "@membership/ui";
import { loadEnv } from "vite";
import { localSandboxPort } from "../cli/dev.js";
import { assertBrandVariables, productionDefinitionProblems } from "../config/checkDefinition.js";
import type { SiteDefinition, SupportedLocale } from "../config/defineSiteConfig.js";
import { siteCatalogues } from "../config/definitionTexts.js";
import {
  ALLOW_SANDBOX_BUILD_VARIABLE,
  brandVariableValues,
  insecureUrlProblems,
  productionBuildErrorMessage,
  productionEnvErrorMessage,
  productionEnvProblems,
  resolvedDeploymentValues,
} from "../config/env.js";
import { loadDefinition, SITE_CONFIG_FILE } from "../config/loadSiteConfig.js";
import { type Integration, siteIntegrations } from "../site/integrations.js";
import type { KitPageComponent } from "../site/kitPages.js";
import { siteLocales } from "../site/locale.js";
import { createPageTable } from "../site/pageTable.js";
import { resolveSiteData, type SiteData, withPageTexts } from "../site/resolveSite.js";
import { drawSiteArt, type SiteArt } from "../site/siteArt.js";
import { type ArtFile, artAsFiles } from "./artFiles.js";

/** A module of the kit's own build, as a file: generated entries import the kit by path, not by the site's deps. */
export function kitModule(path: string): string {
  return fileURLToPath(new URL(`../${path}`, import.meta.url));
}

/** The kit's page modules, by component. */
const KIT_PAGE_MODULES: Readonly<Record<KitPageComponent, string>> = {
  home: "pages/HomePage.js",
  "about-us": "pages/AboutUsPage.js",
  price: "pages/PricePage.js",
  contact: "pages/ContactPage.js",
  "cancel-service": "pages/CancelServicePage.js",
  checkout: "pages/CheckoutPage.js",
  policy: "pages/PolicyPage.js",
  "not-found": "pages/NotFoundPage.js",
};

/** One language of the site: its data, art and catalogues. */
export interface LocaleBuild {
  locale: SupportedLocale;
  /** What the pages need of the definition and the build's variables, resolved here and handed to the bundle. */
  data: SiteData;
  /** The illustrations (their alternative texts are the locale's): data URIs on the development server, files in a build. */
  art: SiteArt;
  /** The catalogues with the definition's `texts` put in: the pages, forms and components show these. */
  texts: { site: SiteTexts; policies: PolicyTexts; forms: FormsCatalogue; ui: UiTexts };
}

export interface SiteBuild {
  root: string;
  configFile: string;
  definition: SiteDefinition;
  /** Every language of the site, the default (at /) first. */
  locales: readonly LocaleBuild[];
  /** The logo's SVG markup, or null. */
  logo: string | null;
  /** Every language's illustrations as files, in a production build. */
  artFiles: ArtFile[];
  /** Self-hosted font files, absolute paths with their face. */
  fonts: { family: string; file: string; weight?: string; style?: string }[];
  /** Each page id's module file. */
  pageModules: Record<string, string>;
  /** The image files of the brand's team photos and benefit icons (null: the drawn default icon). */
  imageFiles: { teamPhotos: string[]; benefitIcons: (string | null)[] };
  /** The site's third parties: the declared ones, the chat and the captcha of its variables. */
  integrations: Integration[];
  /** Every page's id, the 404 page's included. */
  pageIds: string[];
}

/**
 * An SVG file's markup when it is a plain drawing, without anything executable; throws, naming it (`what`: "The logo",
 * "team[0].photo"), otherwise. Every SVG the site names goes through this: the logo inline, photos and icons as files.
 */
function readSvgDrawing(file: string, what: string): string {
  const markup = readFileSync(file, "utf8").trim();
  const body = markup.replace(/^<\?xml[^>]*\?>\s*/, "");
  if (!/^<svg[\s>]/i.test(body)) throw new Error(`${what} ${file} is not an SVG document.`);
  if (/<script|\son\w+\s*=|javascript:|<foreignObject/i.test(body)) {
    throw new Error(`${what} ${file} holds script or foreign content; use a plain SVG drawing.`);
  }
  return body;
}

/** The file when it is not an SVG, or an SVG that readSvgDrawing accepts. */
function checkedImage(file: string, what: string): string {
  if (/\.svg$/i.test(file)) readSvgDrawing(file, what);
  return file;
}

/**
 * The VITE_* values a build hands the bundle. A production build refuses sandbox secrets unless
 * SITE_ALLOW_SANDBOX_BUILD=1 (test and preview builds); the bundle carries no default of its own.
 */
function envValuesFor(
  root: string,
  mode: string,
  command: "build" | "serve",
  warn: (message: string) => void,
): Record<string, string> {
  const env = { ...loadEnv(mode, root, "VITE_") };
  assertBrandVariables(env);
  if (command === "build" && mode === "production") {
    if (process.env[ALLOW_SANDBOX_BUILD_VARIABLE] === "1") {
      warn(`${ALLOW_SANDBOX_BUILD_VARIABLE}=1: building with sandbox values, not for deployment.`);
      // Sandbox values are allowed, a card order in clear text to another machine is not.
      const insecure = insecureUrlProblems(env);
      if (insecure.length > 0) throw new Error(productionEnvErrorMessage(insecure));
    } else {
      const problems = productionEnvProblems(env);
      if (problems.length > 0) throw new Error(productionEnvErrorMessage(problems));
    }
  }
  const deployment = resolvedDeploymentValues(env);
  // The development server beside its sandbox: the sandbox collects the events too (pnpm funnel).
  if (
    command === "serve" &&
    deployment.VITE_EVENTS_ENDPOINT === "" &&
    localSandboxPort(deployment.VITE_API_HOST) !== null
  ) {
    deployment.VITE_EVENTS_ENDPOINT = `${deployment.VITE_API_HOST.replace(/\/+$/, "")}${EVENTS_PATH}`;
  }
  return { ...deployment, ...brandVariableValues(env) };
}

export async function loadSiteBuild(
  root: string,
  mode: string,
  command: "build" | "serve",
  warn: (message: string) => void,
): Promise<SiteBuild> {
  const configFile = resolve(root, SITE_CONFIG_FILE);
  const definition = await loadDefinition(configFile);
  const unready = productionDefinitionProblems(definition);
  // SITE_ALLOW_SANDBOX_BUILD allows the sandbox's keys and hosts, never a build that cannot charge the brand's account.
  if (command === "build" && mode === "production" && unready.length > 0) {
    throw new Error(
      productionBuildErrorMessage(unready, [
        `Set them in ${SITE_CONFIG_FILE} (brand.json's "payment"); ${ALLOW_SANDBOX_BUILD_VARIABLE}=1 does not skip this.`,
      ]),
    );
  }
  for (const problem of unready) warn(problem);
  const fromRoot = (path: string) => realpathSync(isAbsolute(path) ? path : resolve(root, path));
  const table = createPageTable(definition.pages);
  const pageModules = Object.fromEntries(
    [...table.pages, table.notFound].map((page) => [
      page.id,
      typeof page.component === "string"
        ? kitModule(KIT_PAGE_MODULES[page.component])
        : fromRoot(page.component.module),
    ]),
  );
  const env = envValuesFor(root, mode, command, warn);
  const artFiles = new Map<string, ArtFile>();
  const locales = siteLocales(definition).map((locale): LocaleBuild => {
    const data = resolveSiteData(definition, env, locale);
    const texts = siteCatalogues(definition, locale) as LocaleBuild["texts"];
    const drawn = drawSiteArt(
      data.theme,
      createContent(data.config, withPageTexts(texts.site, data.pages)),
      definition.benefits !== undefined,
    );
    if (command !== "build") return { locale, data, art: drawn, texts };
    const asFiles = artAsFiles(drawn);
    for (const file of asFiles.files) artFiles.set(file.file, file);
    return { locale, data, art: asFiles.art, texts };
  });
  const [first] = locales;
  if (!first) throw new Error("The site has no locale");
  const integrations = siteIntegrations(definition.integrations, first.data.deployment);
  return {
    root,
    configFile,
    definition,
    locales,
    integrations,
    pageIds: [...table.pages, table.notFound].map((page) => page.id),
    logo: definition.logo ? readSvgDrawing(fromRoot(definition.logo), "The logo") : null,
    artFiles: [...artFiles.values()],
    fonts: (definition.font?.files ?? []).map((face) => ({
      family: definition.font?.family ?? "",
      file: fromRoot(face.src),
      ...(face.weight ? { weight: face.weight } : {}),
      ...(face.style ? { style: face.style } : {}),
    })),
    pageModules,
    imageFiles: {
      teamPhotos: (definition.team ?? []).map((member, index) =>
        checkedImage(fromRoot(member.photo), `team[${index}].photo`),
      ),
      benefitIcons: (definition.benefits ?? []).map((benefit, index) =>
        benefit.icon ? checkedImage(fromRoot(benefit.icon), `benefits[${index}].icon`) : null,
      ),
    },
  };
}

/** The language of a path: the locale whose prefix it starts with, else the default (at /). */
export function localeBuildOfPath(build: SiteBuild, pathname: string): LocaleBuild {
  const site =
    build.locales.find(({ data: { languages } }) => {
      const { prefix } = languages;
      return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? build.locales[0];
  if (!site) throw new Error("The site has no locale");
  return site;
}

/** A module file's key in Vite's manifest: its path relative to the root, with forward slashes. */
export function manifestKey(build: SiteBuild, file: string): string {
  return relative(build.root, file).split("\\").join("/");
}
