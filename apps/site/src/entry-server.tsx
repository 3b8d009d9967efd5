// Server entry of the prerender: renders one path to HTML with its styled-components styles and head tags.

import { theme } from "@membership/ui";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { siteConfig } from "./config.ts";
import { SiteThemeProvider } from "./frame/SiteThemeProvider.tsx";
import { notFoundPage, type SitePage, sitePageForPath, sitePages } from "./pages/sitePages.ts";
import { loadPage, pageChunkForPath, pageSourceForPath, SiteRoutes } from "./routes.tsx";
import { headTags, MANIFEST_PATH, robotsTxt, sitemapXml, webManifest } from "./seo.ts";

export interface PrerenderTarget {
  /** Path rendered. */
  path: string;
  /** File written into dist/. */
  file: string;
  /** Sources of lazy route chunks the page needs before it can hydrate. */
  lazyModules: readonly string[];
}

export interface RenderedPage {
  /** Markup of #root. */
  appHtml: string;
  /** Title, description, canonical, robots, sharing cards, manifest, JSON-LD and the <style data-styled> tags. */
  headHtml: string;
}

export interface EntryServer {
  prerenderTargets: readonly PrerenderTarget[];
  siteFiles: readonly SiteFile[];
  render(path: string): Promise<RenderedPage>;
}

/** The app that entry-client.ts imports once the HTML has painted: every page preloads it. */
const APP_MODULE = "src/app.tsx";

/** Every route, plus an unmatched path rendered as 404.html. */
export const prerenderTargets: readonly PrerenderTarget[] = [...sitePages, notFoundPage].map(
  (page: SitePage) => ({
    path: page.path,
    file: page.file,
    lazyModules: [APP_MODULE, pageSourceForPath(page.path)],
  }),
);

const seoOptions = { config: siteConfig, themeColor: theme.colors.brand.primary };

export interface SiteFile {
  /** File written into dist/. */
  file: string;
  content: string;
}

/** The files beside the pages that crawlers and browsers ask for, built from the route table and configuration. */
export const siteFiles: readonly SiteFile[] = [
  { file: "robots.txt", content: robotsTxt(siteConfig) },
  { file: "sitemap.xml", content: sitemapXml(siteConfig) },
  {
    file: MANIFEST_PATH.slice(1),
    content: webManifest(siteConfig, {
      theme: theme.colors.brand.primary,
      background: theme.colors.surface.page,
    }),
  },
];

export async function render(path: string): Promise<RenderedPage> {
  await loadPage(pageChunkForPath(path));
  const sheet = new ServerStyleSheet();
  try {
    const appHtml = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <SiteThemeProvider>
            <StaticRouter location={path}>
              <SiteRoutes />
            </StaticRouter>
          </SiteThemeProvider>
        </StrictMode>,
      ),
    );
    // A page that throws leaves a client-rendered Suspense boundary ("<!--$!-->"): a bug to catch at build time.
    if (appHtml.includes("<!--$!"))
      throw new Error(`Prerender of ${path} failed to render its page`);
    const page = sitePageForPath(path);
    const headHtml = [...headTags(page, seoOptions), sheet.getStyleTags()].join("\n    ");
    return { appHtml, headHtml };
  } finally {
    sheet.seal();
  }
}
