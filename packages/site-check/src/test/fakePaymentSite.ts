// For the payment-page check's tests: a tiny fake site served on 127.0.0.1, a /checkout with its import map, an entry
// script and a chunk pinned by integrity, a lazy chunk's modulepreload in a <template>, an authorised third-party
// script (a second server: another origin), and the build's record of all of it.
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cspHashOf, type PaymentPageRecord, sriOf } from "@membership/site-kit/hosting";
// The fake app marks the page hydrated as site-kit's does: the check's reach for the page ends at once.
export const CHUNK =
  'export const mark = () => {\n  document.documentElement.dataset.hydrated = "true";\n};\n';
export const ENTRY = 'import { mark } from "/assets/chunk-b2.js";\nmark();\n';
export const LAZY = "export const later = 1;\n";
export const WIDGET = "window.__widget = true;\n";
export const SKIMMER = "window.__skimmed = true;";
export const IMPORT_MAP = JSON.stringify({
  integrity: {
    "/assets/chunk-b2.js": sriOf(CHUNK),
    "/assets/entry-a1.js": sriOf(ENTRY),
    "/assets/lazy-c3.js": sriOf(LAZY),
  },
});

/** What a site's files and headers are in one case; each case starts from a fresh copy of the build's. */
export interface FakeSite {
  checkoutHtml: string;
  /** Same-origin files by URL path. */
  files: Record<string, string>;
  checkoutHeaders: Record<string, string>;
}

export function builtSite(thirdParty: string): FakeSite {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${cspHashOf(IMPORT_MAP)} ${thirdParty}/allowed/`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
  ].join("; ");
  return {
    checkoutHtml: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="importmap">${IMPORT_MAP}</script>
    <script type="module" crossorigin src="/assets/entry-a1.js" integrity="${sriOf(ENTRY)}"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-b2.js" integrity="${sriOf(CHUNK)}" />
    <script type="application/json" id="route-data">{"plan":"PREMIUM"}</script>
    <template id="page-chunks"><link rel="modulepreload" crossorigin href="/assets/lazy-c3.js" integrity="${sriOf(LAZY)}" /></template>
  </head>
  <body>
    <main><form><button type="button">Pay</button></form></main>
    <script src="${thirdParty}/allowed/widget.js"></script>
  </body>
</html>
`,
    files: {
      "/assets/entry-a1.js": ENTRY,
      "/assets/chunk-b2.js": CHUNK,
      "/assets/lazy-c3.js": LAZY,
    },
    checkoutHeaders: {
      "Content-Security-Policy": csp,
      "X-Frame-Options": "DENY",
      "Cache-Control": "no-cache",
    },
  };
}

/** The record the fake site's build would write for its untouched files. */
export function builtRecord(site: FakeSite, thirdParty: string): PaymentPageRecord {
  return {
    path: "/checkout",
    headers: site.checkoutHeaders,
    firstPartyAuthorizedBy: "The fake site's release.",
    scripts: Object.entries(site.files).map(([path, content]) => ({
      path,
      integrity: sriOf(content),
      purpose: `The fake ${path}.`,
    })),
    inlineScriptHashes: [cspHashOf(IMPORT_MAP)],
    thirdParty: [
      {
        prefix: `${thirdParty}/allowed/`,
        purpose: "The authorised widget.",
        authorizedBy: "The test.",
        integrity: "Pinned by its prefix.",
      },
    ],
  };
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The site's server: the case's /checkout with its headers, its files, 404 for anything else. */
export function serveSite(caseSite: () => FakeSite): RequestListener {
  return (request, response) => {
    const site = caseSite();
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (path === "/checkout") {
      response
        .writeHead(200, { ...site.checkoutHeaders, "Content-Type": "text/html; charset=utf-8" })
        .end(site.checkoutHtml);
      return;
    }
    const file = site.files[path];
    if (file === undefined) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" }).end(file);
  };
}

/** The third party's server: the authorised widget under /allowed/, a skimmer anywhere else. */
export const serveThirdParty: RequestListener = (request, response) => {
  response
    .writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" })
    .end(request.url?.startsWith("/allowed/") ? WIDGET : SKIMMER);
};
