// Renders a HostingPolicy as nginx directives for the server block of the site: the address rule (addressRule.ts) and
// every answer's headers, as Cloudflare Pages and the preview server send them.
import {
  ASSETS_PREFIX,
  BROTLI_QUALITY,
  GENERATED_FILE_NOTICE,
  type HostingPolicy,
} from "./policy.js";

/** What nginx compresses besides HTML, which it always does. */
const COMPRESSED_TYPES =
  "text/css text/plain text/xml application/javascript application/json application/xml application/manifest+json image/svg+xml";

/** A redirect keeps the query, and its Location is a path, as Cloudflare Pages sends it. */
const KEEP_QUERY = "$is_args$args";

/**
 * nginx would read `$` as a variable and `\` as an escape; a value holding `"` (Reporting-Endpoints) is single-quoted.
 * Policies never need `$`, `\` or both quotes.
 */
function quoted(value: string): string {
  const quote = value.includes('"') ? "'" : '"';
  if (!/^[\x20-\x7e]*$/.test(value) || /[\\$]/.test(value) || value.includes(quote)) {
    throw new Error(`Cannot write this header value into nginx.conf: ${value}`);
  }
  return `${quote}${value}${quote}`;
}

/** add_header lines; `always` so redirects and 404 answers carry them too. A level with add_header inherits none. */
function headerLines(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
  );
}

function block(opening: string, lines: readonly string[]): string[] {
  return [`${opening} {`, ...lines.map((line) => `    ${line}`), "}"];
}

/** A named location of a language's folder: ("not_found", "") → "@not_found", ("folder", "/es") → "@folder_es". */
function named(kind: string, folder: string): string {
  return `@${kind}${folder.replace(/[^a-z0-9]+/gi, "_")}`;
}

/**
 * The address rule for the pages of a language's folder ("" or "/es"), step by step as addressRule.ts takes it, in
 * its location and three named ones, each with the folder's headers and 404 page: PATH.html and PATH/index.html
 * redirect to their address; PATH/ serves PATH/index.html, else redirects to PATH where PATH.html is; PATH serves the
 * file, else PATH.html, else redirects to PATH/ where that folder has an index. (`if` holds only `return` and `set`.)
 */
function languageFolder(folder: string, headers: readonly string[], notFound: string): string[] {
  const folderLines = (lines: readonly string[]) => [
    ...headers,
    `error_page 404 ${notFound};`,
    ...lines,
  ];
  return [
    ...block(
      folder === "" ? "location /" : `location ^~ ${folder}/`,
      folderLines([
        ...block("location ~ ^(?<address>.*/)index$", [`return 308 $address${KEEP_QUERY};`]),
        ...block("location ~ ^(?<address>.*/)index\\.html$", [
          "if (!-f $request_filename) { return 404; }",
          `return 308 $address${KEEP_QUERY};`,
        ]),
        ...block("location ~ ^(?<address>.+)\\.html$", [
          "if (!-f $request_filename) { return 404; }",
          `return 308 $address${KEEP_QUERY};`,
        ]),
        ...block("location ~ /$", [`try_files \${uri}index.html ${named("slash", folder)};`]),
        "# Debian's mime.types has no .webmanifest.",
        ...block("location ~ \\.webmanifest$", [
          "types { }",
          "default_type application/manifest+json;",
          "try_files $uri =404;",
        ]),
        `try_files $uri $uri.html ${named("folder", folder)};`,
      ]),
    ),
    ...block(
      `location ${named("slash", folder)}`,
      folderLines([
        "if ($uri ~ ^(?<address>.+)/$) { set $page_file $document_root$address.html; }",
        `if (-f $page_file) { return 308 $address${KEEP_QUERY}; }`,
        "return 404;",
      ]),
    ),
    ...block(
      `location ${named("folder", folder)}`,
      folderLines([
        `if (-f $request_filename/index.html) { return 308 $uri/${KEEP_QUERY}; }`,
        "return 404;",
      ]),
    ),
  ];
}

/**
 * Directives for inside `server { }`, after listen, server_name, TLS and `root` (the folder holding the build): every
 * answer of addressRule.ts with the policy's headers (policy.ts, responseHeaders).
 */
export function renderNginxSiteConf(policy: HostingPolicy): string {
  const pageHeaders = headerLines({
    ...policy.securityHeaders,
    "Cache-Control": policy.otherCacheControl,
  });
  const paymentHeaders = headerLines({
    ...policy.paymentPageHeaders,
    "Cache-Control": policy.paymentPageCacheControl,
  });
  // Longest first: a path is in the first folder it starts with.
  const languages = [...policy.notFoundFolders].sort((a, b) => b.length - a.length);
  const languageOf = (path: string) =>
    languages.find((folder) => path.startsWith(`${folder}/`)) ?? "";
  // A 404 answer: the nearest 404 page, with the headers of where it was asked for, never kept.
  const notFound = (folder: string, payment: boolean) =>
    block(`location ${named(payment ? "payment_not_found" : "not_found", folder)}`, [
      ...headerLines({
        ...(payment ? policy.paymentPageHeaders : policy.securityHeaders),
        "Cache-Control": policy.notFoundCacheControl,
      }),
      `try_files ${folder}/404.html =404;`,
    ]);
  // The payment page at its address, its file's name redirecting to it, and every path under it: its own headers.
  const paymentPage = policy.paymentPagePaths.flatMap((path) => {
    const notFoundThere = `error_page 404 ${named("payment_not_found", languageOf(path))};`;
    return [
      ...block(`location = ${path}`, [
        ...paymentHeaders,
        notFoundThere,
        `try_files ${path}.html =404;`,
      ]),
      ...block(`location = ${path}.html`, [...paymentHeaders, `return 308 ${path}${KEEP_QUERY};`]),
      ...block(`location ^~ ${path}/`, [
        ...paymentHeaders,
        notFoundThere,
        ...block(`location = ${path}/`, [`return 308 ${path}${KEEP_QUERY};`]),
        "return 404;",
      ]),
      "",
    ];
  });
  return [
    GENERATED_FILE_NOTICE,
    "# Include it inside the site's server block, after listen, server_name, TLS and root (the build's folder).",
    "server_tokens off;",
    "charset utf-8;",
    "charset_types text/css text/plain text/xml application/javascript application/json image/svg+xml;",
    "gzip on;",
    "gzip_vary on;",
    `gzip_types ${COMPRESSED_TYPES};`,
    "# Redirects name a path, as on the other hosts: the address the visitor used keeps its scheme and host.",
    "absolute_redirect off;",
    "",
    "# Hashed build output: a name never changes content.",
    ...block(`location ^~ ${ASSETS_PREFIX}`, [
      ...headerLines({ ...policy.securityHeaders, "Cache-Control": policy.assetsCacheControl }),
      `error_page 404 ${named("not_found", "")};`,
      "try_files $uri =404;",
    ]),
    "",
    "# The payment page (PCI DSS 6.4.3): no third-party script but the captcha, Trusted Types, no framing.",
    ...paymentPage,
    "# The pages, in each language's folder; an unknown path answers with that language's 404 page.",
    ...block("location = /", [...pageHeaders, "try_files /index.html =404;"]),
    ...[...languages, ""].flatMap((folder) => [
      ...languageFolder(folder, pageHeaders, named("not_found", folder)),
      ...notFound(folder, false),
      ...notFound(folder, true),
      "",
    ]),
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
