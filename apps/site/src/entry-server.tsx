// Server entry of the prerender: renders one path to HTML with its styled-components styles and head tags.

import { theme } from "@membership/ui";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { siteConfig } from "./config.ts";
import { SiteThemeProvider } from "./frame/SiteThemeProvider.tsx";
import { escapeHtml, serializeForScript } from "./html.ts";
import { notFoundPage, type SitePage, sitePageForPath, sitePages } from "./pages/sitePages.ts";
import { routes } from "./routes.tsx";
import { headTags, MANIFEST_PATH, robotsTxt, sitemapXml, webManifest } from "./seo.ts";

export { escapeHtml, serializeForScript };

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
  /** Inline script handing the router's data to createBrowserRouter. */
  hydrationScript: string;
}

export interface EntryServer {
  prerenderTargets: readonly PrerenderTarget[];
  siteFiles: readonly SiteFile[];
  render(path: string): Promise<RenderedPage>;
}

/** Every route, plus an unmatched path rendered as 404.html. */
export const prerenderTargets: readonly PrerenderTarget[] = [
  ...sitePages.map((page: SitePage) => ({
    path: page.path,
    file: page.file,
    lazyModules: [page.lazyModule],
  })),
  { path: notFoundPage.path, file: notFoundPage.file, lazyModules: [notFoundPage.lazyModule] },
];

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
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, "http://prerender.invalid")));
  // A static file cannot redirect or fail: such a route is a bug to catch at build time.
  if (context instanceof Response) {
    throw new Error(`Prerender of ${path} answered with a ${context.status} response`);
  }
  if (context.errors) {
    throw new Error(`Prerender of ${path} failed: ${JSON.stringify(context.errors)}`);
  }

  const router = createStaticRouter(dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const appHtml = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <SiteThemeProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SiteThemeProvider>
        </StrictMode>,
      ),
    );
    const page = sitePageForPath(path);
    const headHtml = [...headTags(page, seoOptions), sheet.getStyleTags()].join("\n    ");
    const hydrationData = {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: null,
    };
    const hydrationScript = `<script>window.__staticRouterHydrationData = ${serializeForScript(hydrationData)};</script>`;
    return { appHtml, headHtml, hydrationScript };
  } finally {
    sheet.seal();
  }
}
