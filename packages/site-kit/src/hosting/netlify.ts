// Renders the address rule (addressRule.ts) as Netlify's `_redirects`: its "pretty URLs" answer a page's `.html` name
// and trailing slash with 301, and only the site's root has a 404 page; these rules make both the rule's.
import { addressOfPage, redirectsToPage } from "./addressRule.js";
import { GENERATED_FILE_NOTICE, type HostingPolicy } from "./policy.js";

/**
 * A forced (`!`) 308 from every other name of each page to its address (the 404 pages keep theirs: Netlify serves them
 * by name), then each language's unknown paths to its own 404 page (not forced: a file that exists is served).
 * Netlify keeps the query on a redirect.
 */
export function renderNetlifyRedirects(policy: HostingPolicy, files: readonly string[]): string {
  const pages = files.filter((file) => file.endsWith(".html") && !file.endsWith("404.html"));
  const redirects = pages.flatMap((file) =>
    redirectsToPage(file).map((from) => `${from} ${addressOfPage(file)} 308!`),
  );
  const notFound = [...policy.notFoundFolders]
    .sort((a, b) => b.length - a.length)
    .filter((folder) => files.includes(`${folder.slice(1)}/404.html`))
    .map((folder) => `${folder}/* ${folder}/404.html 404`);
  return [GENERATED_FILE_NOTICE, ...redirects, ...notFound, ""].join("\n");
}
