// The prerender's side of the app: renders one path to HTML with its styles and head tags, and lists the pages and
// the files (robots.txt, sitemap.xml, the manifest, theme.css) the build writes beside them.
import { ConsentNotice, MembershipThemeProvider, themeCss } from "@membership/ui";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ServerStyleSheet } from "styled-components";
import {
  CONSENT_NOTICE_TEMPLATE_IDS,
  type ConsentNoticeView,
} from "../loader/consentNoticeHandover.js";
import { type PlanForm, planFormHtml, planFormStart } from "../loader/planForms.js";
import { routerBasename, withoutPrefix } from "../site/locale.js";
import { fileForPath } from "../site/pageTable.js";
import { assembleSite, type Site, type SiteInput } from "../site/SiteContext.js";
import { headTags, MANIFEST_PATH, robotsTxt, sitemapXml, webManifest } from "../site/seo.js";
import { isPaymentPage } from "./paymentDocument.js";
import { createRoutes, loadPageFor, type PageModules, SiteRoutes } from "./routes.js";
import { ShownPlanContext } from "./ShownPlanContext.js";
import { SiteApp } from "./SiteApp.js";
import { type ConsentNoticeContent, consentNoticeContent } from "./useConsentNotice.js";

export interface PrerenderTarget {
  /** Path rendered, with its language's prefix ("/es/price"). */
  path: string;
  /** File written into the build's output. */
  file: string;
  /** The page shown, whose chunk the HTML preloads. */
  pageId: string;
}

export interface RenderedPage {
  /** Markup of #root. */
  appHtml: string;
  /** Title, description, canonical, robots, sharing cards, manifest, JSON-LD and the <style data-styled> tags. */
  headHtml: string;
  /** The payment page's form for each plan, to put in place of #root's page without a plan; [] elsewhere. */
  planForms: readonly PlanForm[];
  /** A site that asks for consent: the consent notice's two views in their <template>s, for the entry; "" elsewhere. */
  consentNoticeHtml: string;
}

export interface SiteFile {
  /** File written into the build's output. */
  file: string;
  content: string;
}

export interface ServerEntry {
  site: Site;
  prerenderTargets: readonly PrerenderTarget[];
  siteFiles: readonly SiteFile[];
  render(path: string): Promise<RenderedPage>;
}

/** The stylesheet of the theme's tokens, for a brand's other static pages. */
export const THEME_CSS_FILE = "theme.css";

export function createServerEntry(input: SiteInput, modules: PageModules): ServerEntry {
  const site = assembleSite(input);
  const routes = createRoutes(site.pages, modules);
  const { prefix } = site.languages;
  // A language under a prefix has its pages in its folder: /es/ → es/index.html, /es/price → es/price.html.
  const target = (path: string, pageId: string): PrerenderTarget => ({
    path: path === "/" && prefix ? `${prefix}/` : `${prefix}${path}`,
    file: prefix ? `${prefix.slice(1)}/${fileForPath(path)}` : fileForPath(path),
    pageId,
  });
  const prerenderTargets: PrerenderTarget[] = [
    ...site.pages.pages.flatMap((page) =>
      [page.path, ...page.aliases].map((path) => target(path, page.id)),
    ),
    target(site.pages.notFound.path, site.pages.notFound.id),
  ];

  return {
    site,
    prerenderTargets,
    siteFiles: [
      { file: "robots.txt", content: robotsTxt(site) },
      { file: "sitemap.xml", content: sitemapXml(site) },
      { file: MANIFEST_PATH.slice(1), content: webManifest(site) },
      { file: THEME_CSS_FILE, content: themeCss(site.theme) },
    ],
    async render(path) {
      const routerPath = withoutPrefix(path, prefix);
      await loadPageFor(site, modules, routerPath);
      const sheet = new ServerStyleSheet();
      // One sheet for every render of the page: the head holds the styles of its forms too.
      const renderShowing = (shownPlan: string | null) =>
        renderToString(
          sheet.collectStyles(
            <ShownPlanContext value={shownPlan}>
              <SiteApp site={site}>
                <StaticRouter location={path} basename={routerBasename(prefix)}>
                  <SiteRoutes routes={routes} />
                </StaticRouter>
              </SiteApp>
            </ShownPlanContext>,
          ),
        );
      try {
        const appHtml = renderShowing(null);
        // A page that throws leaves a client-rendered Suspense boundary ("<!--$!-->"): a bug to catch at build time.
        if (appHtml.includes("<!--$!"))
          throw new Error(`Prerender of ${path} failed to render its page`);
        // The payment page without a plan, each plan's form beside it; a checkout page of the site's own without the
        // kit's form slot renders as it is.
        const slotted =
          isPaymentPage(site.pages, routerPath) && appHtml.includes(planFormStart(""));
        const planForms = slotted
          ? site.config.plans.map(({ type }) => ({
              type,
              html: planFormHtml(renderShowing(type), type),
            }))
          : [];
        const notice = isPaymentPage(site.pages, routerPath) ? null : consentNoticeContent(site);
        // Its own ids (useId), apart from the page's; in the same sheet, so the head holds its styles.
        const noticeView = (content: ConsentNoticeContent, view: ConsentNoticeView) =>
          `<template id="${CONSENT_NOTICE_TEMPLATE_IDS[view]}">${renderToString(
            sheet.collectStyles(
              <MembershipThemeProvider theme={site.theme} withGlobalStyles={false}>
                <ConsentNotice {...content} view={view} onChoice={() => {}} />
              </MembershipThemeProvider>,
            ),
            { identifierPrefix: `${view}-notice-` },
          )}</template>`;
        const consentNoticeHtml = notice
          ? noticeView(notice, "ask") + noticeView(notice, "choose")
          : "";
        const headHtml = [...headTags(site, routerPath), sheet.getStyleTags()].join("\n    ");
        return { appHtml, headHtml, planForms, consentNoticeHtml };
      } finally {
        sheet.seal();
      }
    },
  };
}
