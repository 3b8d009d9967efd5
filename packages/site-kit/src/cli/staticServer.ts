// A static file server with the one rule of the site's hosting: the file, else PATH/index.html, else PATH.html, else the nearest 404.html (status 404),
// sending the headers of the build's HostingPolicy (the same as its nginx configuration and _headers file) when given one.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join, resolve, sep } from "node:path";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { contentTypeFor, isCompressible } from "../vite/hosting/mediaTypes.js";
import { BROTLI_QUALITY, type HostingPolicy, responseHeaders } from "../vite/hosting/policy.js";
import { precompressedTwin } from "../vite/hosting/precompress.js";

/** Brotli where the client takes it, else gzip, else none (a `;q=0` refuses one). */
function acceptedEncoding(header: string): "br" | "gzip" | null {
  const accepted = new Set(
    header
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]),
  );
  if (accepted.has("br")) return "br";
  return accepted.has("gzip") ? "gzip" : null;
}

export interface ResolvedFile {
  /** Absolute path of the file to send. */
  filePath: string;
  status: 200 | 404;
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** The request path as a relative path inside root, or null when it escapes root or is malformed. */
function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) return null;
  return segments.join("/");
}

/** The 404 page of the nearest folder above a path that has one (a language's, /es/404.html), else the root's. */
async function nearestNotFound(root: string, segments: readonly string[]): Promise<ResolvedFile> {
  for (let depth = segments.length - 1; depth > 0; depth -= 1) {
    const candidate = join(root, ...segments.slice(0, depth), "404.html");
    if (await isFile(candidate)) return { filePath: candidate, status: 404 };
  }
  return { filePath: join(root, "404.html"), status: 404 };
}

/** Applies the hosting rule to a URL path (no query); the nearest 404.html with status 404 when nothing matches. */
export async function resolveRequestFile(rootDir: string, urlPath: string): Promise<ResolvedFile> {
  const root = resolve(rootDir);
  const relativePath = safeRelativePath(urlPath);
  const notFound = () => nearestNotFound(root, relativePath ? relativePath.split("/") : []);
  if (relativePath === null) return notFound();

  const base = join(root, relativePath);
  if (base !== root && !base.startsWith(root + sep)) return notFound();

  const candidates = [base, join(base, "index.html")];
  if (relativePath !== "") candidates.push(`${base}.html`);
  for (const candidate of candidates) {
    if (await isFile(candidate)) return { filePath: candidate, status: 200 };
  }
  return notFound();
}

export interface StaticServerOptions {
  /** The URL path the folder is served under, as a static host may serve it in a sub-folder ("/design-reference/"); "/" unless told. */
  basePath?: string;
}

/** The size of a file, or null when there is none (no 404.html in the folder). */
async function sizeOf(filePath: string): Promise<number | null> {
  try {
    return (await stat(filePath)).size;
  } catch {
    return null;
  }
}

/** What compresses a file on its way out, at the quality a request can afford; null to send it as it is. */
function compressorFor(encoding: "br" | "gzip" | null, size: number) {
  if (encoding === "br") {
    return createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
  }
  return encoding === "gzip" ? createGzip() : null;
}

async function handleRequest(
  rootDir: string,
  policy: HostingPolicy | undefined,
  basePath: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    response.end("Method Not Allowed");
    return;
  }
  const requestPath = new URL(request.url ?? "/", "http://localhost").pathname;
  // The sub-folder without its slash redirects to it, as hosts do: its index's relative URLs resolve there.
  if (`${requestPath}/` === basePath) {
    response.writeHead(301, { Location: basePath });
    response.end();
    return;
  }
  // The path within the site, with its leading slash; null outside the base path.
  const urlPath = requestPath.startsWith(basePath) ? requestPath.slice(basePath.length - 1) : null;
  const resolved = urlPath === null ? null : await resolveRequestFile(rootDir, urlPath);
  const size = resolved && (await sizeOf(resolved.filePath));
  // The policy's headers for that path of the site; a plain folder sends only its files' own.
  const policyHeaders = (status: number) =>
    policy && urlPath !== null ? responseHeaders(policy, urlPath, status) : {};
  if (resolved === null || size === null) {
    response.writeHead(404, { ...policyHeaders(404), "Content-Type": "text/plain; charset=utf-8" });
    response.end("Not Found");
    return;
  }
  const { filePath, status } = resolved;
  const contentType = contentTypeFor(filePath);
  const encoding = isCompressible(contentType)
    ? acceptedEncoding(request.headers["accept-encoding"] ?? "")
    : null;
  // The build's own Brotli (its highest quality), as nginx's brotli_static sends it; else compressed here.
  const twin = encoding === "br" ? await precompressedTwin(filePath) : null;
  response.writeHead(status, {
    ...policyHeaders(status),
    "Content-Type": contentType,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    // Known up front for a file sent as it is (or its twin); a stream compressed on the way goes out chunked.
    ...(twin ? { "Content-Length": twin.size } : encoding ? {} : { "Content-Length": size }),
    Vary: "Accept-Encoding",
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  const sentPath = twin?.path ?? filePath;
  const file = createReadStream(sentPath).on("error", (error) => {
    console.error(`Failed to read ${sentPath}`, error);
    response.destroy(error);
  });
  const compressor = twin ? null : compressorFor(encoding, size);
  (compressor ? file.pipe(compressor) : file).pipe(response);
}

/**
 * An http.Server serving rootDir with the hosting rule, under options.basePath, and the policy's headers (none
 * without a policy: a plain folder such as a built Storybook); call listen() on it.
 */
export function createStaticServer(
  rootDir: string,
  policy?: HostingPolicy,
  { basePath = "/" }: StaticServerOptions = {},
): Server {
  // "/", or the sub-folder between slashes ("/design-reference/").
  const base = `/${basePath.split("/").filter(Boolean).join("/")}/`.replace("//", "/");
  return createServer((request, response) => {
    handleRequest(rootDir, policy, base, request, response).catch((error: unknown) => {
      console.error("Static server error", error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}
