// The Vite plugin of a membership site: `plugins: [membershipSite()]` in vite.config.ts, beside site.config.ts.
// `vite` serves the site with its sandbox defaults; `vite build` builds the browser bundle and the server entry,
// prerenders every route, writes the SEO files, the icons and the hosting configuration.
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { DEFAULT_LOCALE } from "@membership/content";
import react from "@vitejs/plugin-react";
import type { Plugin, PluginOption, ViteDevServer } from "vite";
import { SITE_CONFIG_FILE } from "../config/loadSiteConfig.js";
import { language } from "../site/locale.js";
import { template } from "./pageTemplate.js";
import { prerender } from "./prerender.js";
import { loadSiteBuild, localeBuildOfPath, type SiteBuild } from "./siteBuild.js";
import { blankDefault, isVirtual, VIRTUAL, virtualModuleSource } from "./virtualModules.js";

const RESOLVED_PREFIX = "\0";

/**
 * The packages the kit's browser modules import. In a site the kit lives in node_modules, where Vite's development
 * server discovers nothing to pre-bundle, and CommonJS sits deep in their graphs (hoist-non-react-statics, react):
 * it must be told. "kit > x" resolves x from the kit, so a site need not depend on it.
 */
export const KIT_BROWSER_DEPENDENCIES = [
  "react",
  "react/jsx-runtime",
  "react-dom/client",
  "react-router",
  "styled-components",
  ...[
    "@membership/api",
    "@membership/content",
    "@membership/forms",
    "@membership/forms/react",
    "@membership/ui",
    "@membership/ui/theme",
    "react-google-recaptcha",
  ].map((name) => `@membership/site-kit > ${name}`),
] as const;
const SSR_OUT_DIR = ".ssr";

/** Every path answers with the page template; the browser renders the route (no prerender in development). */
function servePages(server: ViteDevServer, build: () => SiteBuild): void {
  server.middlewares.use(async (request, response, next) => {
    const accept = request.headers.accept ?? "";
    if (request.method !== "GET" || !accept.includes("text/html")) {
      next();
      return;
    }
    try {
      const entryUrl = `/@id/__x00__${VIRTUAL.entry}`;
      const url = request.url ?? "/";
      const { pathname } = new URL(url, "http://site.invalid");
      const html = await server.transformIndexHtml(
        url,
        template(language(localeBuildOfPath(build(), pathname).locale), {
          headScript: `<script type="module" src="${entryUrl}"></script>`,
        }),
      );
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(html);
    } catch (error) {
      next(error);
    }
  });
}

// Vite resolves the configuration once per environment: the site is loaded once.
const loadedSites = new Map<string, Promise<SiteBuild>>();

function loadOnce(root: string, mode: string, command: "build" | "serve"): Promise<SiteBuild> {
  const key = `${root}\0${mode}\0${command}`;
  let site = loadedSites.get(key);
  if (!site) {
    site = loadSiteBuild(root, mode, command, (message) => console.warn(message));
    loadedSites.set(key, site);
  }
  return site;
}

function sitePlugin(): Plugin {
  let build: SiteBuild | undefined;
  let outDir = "dist";
  const current = (): SiteBuild => {
    if (!build) throw new Error("The membership site was not loaded");
    return build;
  };
  return {
    name: "membership-site",
    async config(userConfig, { command, mode }) {
      const root = resolve(userConfig.root ?? process.cwd());
      build = await loadOnce(root, mode, command);
      outDir = userConfig.build?.outDir ?? "dist";
      return {
        // The plugin serves the pages itself; there is no index.html.
        appType: "custom",
        optimizeDeps: { include: [...KIT_BROWSER_DEPENDENCIES] },
        // styled-components ships CommonJS without an exports map, and the catalogues are JSON: bundle them so the
        // server entry runs in plain Node and shares one styled-components with the pages.
        ssr: { noExternal: ["styled-components", /^@membership\//] },
        environments: {
          client: {
            build: {
              outDir,
              // The prerender reads the manifest to preload each page's chunks, then deletes it.
              manifest: true,
              // Vite's preload helper would add modulepreload links without integrity: the prerender writes each
              // page's own (with integrity), and the import map pins every chunk imported later.
              modulePreload: false,
              rollupOptions: { input: { entry: VIRTUAL.entry } },
            },
          },
          ssr: {
            build: {
              outDir: SSR_OUT_DIR,
              copyPublicDir: false,
              rollupOptions: { input: { server: VIRTUAL.server } },
            },
          },
        },
        builder: {},
      };
    },
    resolveId(id) {
      return isVirtual(id) ? `${RESOLVED_PREFIX}${id}` : null;
    },
    load(id) {
      if (id.startsWith(RESOLVED_PREFIX)) {
        return virtualModuleSource(id.slice(RESOLVED_PREFIX.length), current());
      }
      // The forms' and ui's own English catalogue (their defaults) is empty in a site: it always gives its pages'.
      if (!id.endsWith(`${DEFAULT_LOCALE}.json`)) return null;
      const blank = blankDefault(id);
      return blank ? JSON.stringify(blank) : null;
    },
    configureServer(server) {
      const configFile = resolve(current().root, SITE_CONFIG_FILE);
      server.watcher.add(configFile);
      server.watcher.on("change", (file) => {
        if (file !== configFile) return;
        loadedSites.clear();
        void server.restart();
      });
      return () => servePages(server, current);
    },
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error("The build has no client or ssr environment");
      const site = current();
      const out = resolve(site.root, outDir);
      const ssrDir = resolve(site.root, SSR_OUT_DIR);
      await rm(ssrDir, { recursive: true, force: true });
      await builder.build(client);
      await builder.build(ssr);
      await prerender(site, out, ssrDir);
      console.info(`Prerendered the site into ${out}`);
    },
  };
}

export interface MembershipSiteOptions {
  /** Options of @vitejs/plugin-react. */
  react?: Parameters<typeof react>[0];
}

/** The plugins of a membership site: React, and the kit's pages, build and prerender. */
export function membershipSite(options: MembershipSiteOptions = {}): PluginOption[] {
  return [react(options.react), sitePlugin()];
}
