// Renders a HostingPolicy as nginx directives for the server block of the site.
import {
  ASSETS_PREFIX,
  BROTLI_QUALITY,
  GENERATED_FILE_NOTICE,
  type HostingPolicy,
} from "./policy.js";

/** What nginx compresses besides HTML, which it always does. */
const COMPRESSED_TYPES =
  "text/css text/plain text/xml application/javascript application/json application/xml application/manifest+json image/svg+xml";

/**
 * nginx would read `$` as a variable and `\` as an escape; a value holding `"` (Reporting-Endpoints) is single-quoted.
 * Policies never need `$`, `\` or both quotes.
 */
function quoted(value: string): string {
  const quote = value.includes('"') ? "'" : '"';
  if (
    !/^[\x20-\x7e]*$/.test(value) ||
    /[\\$]/.test(value) ||
    value.includes(quote === '"' ? '"' : "'")
  ) {
    throw new Error(`Cannot write this header value into nginx.conf: ${value}`);
  }
  return `${quote}${value}${quote}`;
}

/** add_header lines; `always` so 404 answers carry them too. A location's add_header replaces the server's, so each location lists all. */
function headerLines(headers: Readonly<Record<string, string>>, indent: string): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`,
  );
}

/**
 * Directives for inside `server { }`, after listen, server_name, TLS and `root` (the folder holding the build).
 * The hosting rule: the file, else PATH/index.html, else PATH.html, else the nearest 404.html with status 404.
 */
export function renderNginxSiteConf(policy: HostingPolicy): string {
  const withCache = (cacheControl: string) =>
    headerLines({ ...policy.securityHeaders, "Cache-Control": cacheControl }, "    ");
  // Exact matches win over the prefix locations: the payment page answers with its own, stricter headers.
  const paymentPage = policy.paymentPagePaths.flatMap((path) => [
    `location = ${path} {`,
    ...headerLines(
      { ...policy.paymentPageHeaders, "Cache-Control": policy.paymentPageCacheControl },
      "    ",
    ),
    "    try_files $uri $uri/index.html $uri.html =404;",
    "}",
    "",
  ]);
  // A language's folder answers an unknown path with its own 404 page, in its language.
  const languageFolders = policy.notFoundFolders.flatMap((folder) => [
    `location ^~ ${folder}/ {`,
    ...withCache(policy.otherCacheControl),
    `    error_page 404 ${folder}/404.html;`,
    "    try_files $uri $uri/index.html $uri.html =404;",
    "}",
    "",
  ]);
  return [
    GENERATED_FILE_NOTICE,
    "# Include it inside the site's server block, after listen, server_name, TLS and root (the build's folder).",
    "server_tokens off;",
    "charset utf-8;",
    "charset_types text/css text/plain text/xml application/javascript application/json image/svg+xml;",
    "gzip on;",
    "gzip_vary on;",
    `gzip_types ${COMPRESSED_TYPES};`,
    "error_page 404 /404.html;",
    "# /about-us/ is /about-us, as for the preview server.",
    "rewrite ^(/.+?)/+$ $1 last;",
    "",
    "# Hashed build output: a name never changes content.",
    `location ${ASSETS_PREFIX} {`,
    ...withCache(policy.assetsCacheControl),
    "    try_files $uri =404;",
    "}",
    "",
    "# The web app manifest: Debian's mime.types has no .webmanifest.",
    "location ~ \\.webmanifest$ {",
    "    types { }",
    "    default_type application/manifest+json;",
    ...withCache(policy.otherCacheControl),
    "    try_files $uri =404;",
    "}",
    "",
    "# The payment page (PCI DSS 6.4.3): no third-party script but the captcha, Trusted Types, no framing.",
    ...paymentPage,
    ...languageFolders,
    "location / {",
    ...withCache(policy.otherCacheControl),
    "    try_files $uri $uri/index.html $uri.html =404;",
    "}",
    "",
  ].join("\n");
}

/**
 * Brotli for the server block, beside the site's directives, where nginx has its Brotli modules (Debian:
 * libnginx-mod-http-brotli-filter and -static): the build's own `.br` files, at Brotli's highest quality, else
 * compressed on the way out; ~20% less than gzip, so more of each page arrives in the first round trip.
 */
export function renderNginxBrotliConf(): string {
  return [
    GENERATED_FILE_NOTICE,
    "# Include it beside nginx-site.conf where nginx loads ngx_http_brotli_filter_module and ngx_http_brotli_static_module; gzip serves the rest.",
    "brotli_static on;",
    "brotli on;",
    `brotli_comp_level ${BROTLI_QUALITY};`,
    `brotli_types ${COMPRESSED_TYPES};`,
    "",
  ].join("\n");
}
