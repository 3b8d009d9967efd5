// The site's address rule, the same on every host: which file a URL path answers with, or where it redirects. It is
// Cloudflare Pages' own rule (its asset server, step by step), since that host's cannot be changed; the preview server
// applies it, and nginx's, Netlify's, Vercel's and CloudFront's files reproduce it.

/** What a URL path answers: a file of the build (relative, "es/price.html"), a redirect to the page's address, or a 404. */
export type Answer =
  | { status: 200; file: string }
  | { status: 308; location: string }
  | { status: 404; file: string | null };

/** The decoded path, or null when it is malformed or climbs out of the build ("..", "\\", NUL). */
function decodedPath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return null;
  return decoded.split("/").some((segment) => segment === ".." || segment === ".") ? null : decoded;
}

/** A redirect's Location: the path with each segment encoded (the query is the caller's to append). */
function redirect(path: string): Answer {
  return { status: 308, location: path.split("/").map(encodeURIComponent).join("/") };
}

/** The nearest 404.html above the path (a language's, "es/404.html"), else none. */
async function notFound(path: string, has: (path: string) => Promise<boolean>): Promise<Answer> {
  let folder = path;
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf("/"));
    if (await has(`${folder}/404.html`))
      return { status: 404, file: `${folder}/404.html`.slice(1) };
  }
  return { status: 404, file: null };
}

/**
 * The answer for a URL path (no query): the file, PATH.html, or PATH/index.html (whose address ends with "/");
 * "/about-us.html", "/about-us/", "/es", "/es/index.html" redirect (308) to the page's address; else the nearest
 * 404.html with status 404. hasFile tells whether a file of the build exists, by its path relative to it ("es/404.html").
 */
export async function answerFor(
  urlPath: string,
  hasFile: (file: string) => boolean | Promise<boolean>,
): Promise<Answer> {
  const path = decodedPath(urlPath);
  const has = async (candidate: string) => Boolean(await hasFile(candidate.slice(1)));
  if (path === null) return notFound("/", has);
  const page = (file: string): Answer => ({ status: 200, file: file.slice(1) });

  if (path.endsWith("/")) {
    if (await has(`${path}index.html`)) return page(`${path}index.html`);
    if (path.endsWith("/index/")) return redirect(path.slice(0, -"index/".length));
    if (path !== "/" && (await has(`${path.slice(0, -1)}.html`)))
      return redirect(path.slice(0, -1));
    return notFound(path, has);
  }
  if (await has(path)) {
    if (!path.endsWith(".html")) return page(path);
    const address = path.slice(0, -".html".length);
    if (address.endsWith("/index")) return redirect(address.slice(0, -"index".length));
    return (await has(address)) ? page(path) : redirect(address);
  }
  if (path.endsWith("/index")) return redirect(path.slice(0, -"index".length));
  if (await has(`${path}.html`)) return page(`${path}.html`);
  if (await has(`${path}/index.html`)) return redirect(`${path}/`);
  return notFound(path, has);
}

/** The page addresses a build answers at: "index.html" → "/", "es/index.html" → "/es/", "es/price.html" → "/es/price". */
export function addressOfPage(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"index.html".length)}`;
  return `/${file.slice(0, -".html".length)}`;
}

/** The paths that redirect (308) to a page's address: its file's name, and the other form of its trailing slash. */
export function redirectsToPage(file: string): string[] {
  const address = addressOfPage(file);
  if (address === "/") return ["/index.html"];
  if (address.endsWith("/")) return [address.slice(0, -1), `${address}index.html`];
  return [`${address}.html`, `${address}/`];
}
