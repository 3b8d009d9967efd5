// Renders a HostingPolicy as a `_headers` file (the syntax Netlify and Cloudflare Pages read from the publish folder).
import { ASSETS_PREFIX, GENERATED_FILE_NOTICE, type HostingPolicy } from "./policy.js";

/** The URL paths a static file of the build answers under the hosting rule. */
export function urlPathsOfFile(file: string): string[] {
  if (file === "index.html") return ["/", "/index.html"];
  if (file.endsWith("/index.html")) {
    const folder = `/${file.slice(0, -"/index.html".length)}`;
    return [folder, `${folder}/`, `/${file}`];
  }
  if (file.endsWith(".html")) return [`/${file.slice(0, -".html".length)}`, `/${file}`];
  return [`/${file}`];
}

function rule(path: string, headers: Readonly<Record<string, string>>): string[] {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
}

/**
 * The payment page's rules: only the headers it adds or changes, since a joined Strict-Transport-Security would be
 * malformed. A joined Content-Security-Policy is two policies, both enforced: the payment page's is the stricter.
 */
function paymentPageRules(policy: HostingPolicy): string[] {
  const tightened = Object.fromEntries([
    ...Object.entries(policy.paymentPageHeaders).filter(
      ([name, value]) => policy.securityHeaders[name] !== value,
    ),
    ["Cache-Control", policy.paymentPageCacheControl],
  ]);
  return policy.paymentPagePaths.flatMap((path) => rule(path, tightened));
}

/**
 * `/*` carries the security headers, the payment page's paths the ones it tightens. These hosts join a header set by two matching rules with a comma, so
 * Cache-Control is written once per path: the assets folder, then every other file of the build by name
 * (answers for unknown paths keep the host's default, which revalidates).
 */
export function renderHeadersFile(policy: HostingPolicy, files: readonly string[]): string {
  const otherPaths = files
    .filter((file) => !`/${file}`.startsWith(ASSETS_PREFIX))
    .flatMap(urlPathsOfFile)
    .filter((path) => !policy.paymentPagePaths.includes(path));
  return [
    GENERATED_FILE_NOTICE,
    ...rule("/*", policy.securityHeaders),
    ...paymentPageRules(policy),
    ...rule(`${ASSETS_PREFIX}*`, { "Cache-Control": policy.assetsCacheControl }),
    ...otherPaths.flatMap((path) => rule(path, { "Cache-Control": policy.otherCacheControl })),
    "",
  ].join("\n");
}
