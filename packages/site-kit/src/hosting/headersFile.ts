// Renders a HostingPolicy as a `_headers` file, the syntax Cloudflare Pages and Netlify read from the publish folder.
import {
  ASSETS_PREFIX,
  GENERATED_FILE_NOTICE,
  type HostingPolicy,
  paymentPageOverrides,
  paymentPagePatterns,
} from "./policy.js";

/** Cloudflare Pages adds `Access-Control-Allow-Origin: *` to every answer: the site shares nothing across origins. */
const HOST_DEFAULTS_REMOVED = ["Access-Control-Allow-Origin"];

/**
 * One rule: its headers, after `! Name` lines for those a broader rule already set. Both hosts send the headers of every
 * rule that matches a path; Cloudflare Pages joins two values of one header with ", " (two CSPs, both enforced) unless
 * the later rule detaches the first with `!`. Netlify skips `!` lines and lets the later rule's value win.
 */
function rule(
  path: string,
  headers: Readonly<Record<string, string>>,
  detached: readonly string[] = [],
): string[] {
  return [
    path,
    ...detached.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
}

/**
 * `/*` carries the security headers with Cache-Control, `/assets/*` its own Cache-Control, and the payment page, its
 * file and every path under it the headers it tightens. Each host sends 404 answers with its own Cache-Control
 * (Cloudflare Pages: no-store, the policy's).
 */
export function renderHeadersFile(policy: HostingPolicy): string {
  const tightened = paymentPageOverrides(policy);
  const replaced = Object.keys(tightened).filter(
    (name) => name in policy.securityHeaders || name === "Cache-Control",
  );
  return [
    GENERATED_FILE_NOTICE,
    ...rule(
      "/*",
      { ...policy.securityHeaders, "Cache-Control": policy.otherCacheControl },
      HOST_DEFAULTS_REMOVED,
    ),
    ...rule(`${ASSETS_PREFIX}*`, { "Cache-Control": policy.assetsCacheControl }, ["Cache-Control"]),
    ...policy.paymentPagePaths
      .flatMap(paymentPagePatterns)
      .flatMap((pattern) => rule(pattern, tightened, replaced)),
    "",
  ].join("\n");
}
