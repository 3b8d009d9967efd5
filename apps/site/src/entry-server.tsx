// Server entry of the prerender: renders one path to HTML with its styled-components styles and head tags.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { siteConfig } from "./config.ts";
import { SiteThemeProvider } from "./frame/SiteThemeProvider.tsx";
import { HYDRATION_DATA_ID } from "./hydrationData.ts";
import {
  documentTitle,
  notFoundPage,
  type SitePage,
  sitePageForPath,
  sitePages,
} from "./pages/sitePages.ts";
import { routes } from "./routes.tsx";

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
  /** <title>, meta description and the collected <style data-styled> tags. */
  headHtml: string;
  /** JSON data block (never executed) handing the router's data to createBrowserRouter. */
  hydrationScript: string;
}

export interface EntryServer {
  prerenderTargets: readonly PrerenderTarget[];
  render(path: string): Promise<RenderedPage>;
}

/** Every route, plus an unmatched path rendered as 404.html. */
export const prerenderTargets: readonly PrerenderTarget[] = [
  ...sitePages.map((page: SitePage) => ({
    path: page.path,
    file: page.file,
    lazyModules: page.lazyModule ? [page.lazyModule] : [],
  })),
  { path: notFoundPage.path, file: notFoundPage.file, lazyModules: [] },
];

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** JSON that is safe inside a <script>: no "</script>", no line separators that break older parsers. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

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
    const headHtml = [
      `<title>${escapeHtml(documentTitle(page, siteConfig.brandName))}</title>`,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      sheet.getStyleTags(),
    ].join("\n    ");
    const hydrationData = {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: null,
    };
    const hydrationScript = `<script type="application/json" id="${HYDRATION_DATA_ID}">${serializeForScript(hydrationData)}</script>`;
    return { appHtml, headHtml, hydrationScript };
  } finally {
    sheet.seal();
  }
}
