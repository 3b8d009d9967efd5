// Renders the address rule (addressRule.ts) and every answer's headers (policy.ts) as Vercel's vercel.json, for the
// build deployed as a static folder (`vercel deploy dist --prod`). It uses `routes`, the one form in which redirects
// and 404 answers carry the policy's headers and each language has its own 404 page: `headers` come after `redirects`,
// and neither can tell a 404 (https://vercel.com/docs/project-configuration/vercel-json#routes). Vercel adds headers
// of its own (Server, X-Vercel-Id, X-Vercel-Cache; X-Robots-Tag on previews): beside the policy's, never instead.
import { addressOfPage, redirectsToPage } from "./addressRule.js";
import {
  ASSETS_PREFIX,
  type HostingPolicy,
  paymentPageOverrides,
  paymentPagePatterns,
} from "./policy.js";

/** The editor's schema of vercel.json; JSON has no comments, so no GENERATED_FILE_NOTICE. */
const VERCEL_JSON_SCHEMA = "https://openapi.vercel.sh/vercel.json";

/** A route of `routes` (https://vercel.com/docs/build-output-api/configuration#routes). */
type Route =
  | {
      src: string;
      caseSensitive: true;
      dest?: string;
      status?: number;
      headers?: Record<string, string>;
      continue?: true;
    }
  | { handle: "filesystem" };

/** A path as a PCRE literal. */
const literal = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A route matching the whole path; Vercel matches `src` regardless of case unless told, the build's files are not. */
const matching = (pattern: string) => ({ src: `^${pattern}$`, caseSensitive: true as const });

/** Headers added to every answer at these paths; the routes below add theirs, a later value replacing an earlier. */
const headersAt = (pattern: string, headers: Record<string, string>): Route => ({
  ...matching(pattern),
  headers,
  continue: true,
});

/** A 308 to a page's address, each segment encoded as addressRule.ts does; Vercel appends the request's query. */
const redirect = (from: readonly string[], to: string): Route => ({
  ...matching(`(?:${from.map(literal).join("|")})`),
  status: 308,
  headers: { Location: to.split("/").map(encodeURIComponent).join("/") },
});

/**
 * Headers first (every answer's, then the assets' and the payment page's Cache-Control and tightened headers), then
 * each page at its address and its other names redirecting there, then the build's other files as they are, then
 * PATH/index to PATH/, and last the nearest 404.html, answered with 404 and never kept.
 */
export function renderVercelJson(policy: HostingPolicy, files: readonly string[]): string {
  const pages = files.filter((file) => file.endsWith(".html"));
  const tightened = paymentPageOverrides(policy);
  const notFound = { "Cache-Control": policy.notFoundCacheControl };
  // "es/" before "": a path takes the 404 page of the deepest folder it is in.
  const notFoundFolders = files
    .filter((file) => file === "404.html" || file.endsWith("/404.html"))
    .map((file) => file.slice(0, -"404.html".length))
    .sort((a, b) => b.length - a.length);
  const routes: Route[] = [
    headersAt("/.*", { ...policy.securityHeaders, "Cache-Control": policy.otherCacheControl }),
    headersAt(`${literal(ASSETS_PREFIX)}.*`, { "Cache-Control": policy.assetsCacheControl }),
    ...policy.paymentPagePaths.map((path) => {
      const patterns = paymentPagePatterns(path).map((pattern) =>
        pattern.endsWith("*") ? `${literal(pattern.slice(0, -1))}.*` : literal(pattern),
      );
      return headersAt(`(?:${patterns.join("|")})`, tightened);
    }),
    // Every address before any redirect: where PATH.html and PATH/index.html both exist, each keeps its address.
    ...pages.map((file) => ({ ...matching(literal(addressOfPage(file))), dest: `/${file}` })),
    ...pages.map((file) => redirect(redirectsToPage(file), addressOfPage(file))),
    { handle: "filesystem" },
    // Only now, so a file of that name would be served: PATH/index and PATH/index/ go to PATH/, page or not.
    { ...matching("(.*/)index/?"), status: 308, headers: { Location: "$1" } },
    ...notFoundFolders.map((folder) => ({
      ...matching(`/${literal(folder)}.*`),
      dest: `/${folder}404.html`,
      status: 404,
      headers: notFound,
    })),
    // Without a 404.html at the root, Vercel's own 404 page, with the policy's headers.
    ...(notFoundFolders.includes("")
      ? []
      : [{ ...matching("/.*"), status: 404, headers: notFound }]),
  ];
  return `${JSON.stringify({ $schema: VERCEL_JSON_SCHEMA, routes }, null, 2)}\n`;
}
