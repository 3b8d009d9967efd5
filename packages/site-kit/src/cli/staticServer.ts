// A static file server with the site's address rule (hosting/addressRule.ts, Cloudflare Pages' own), sending the
// headers of the build's HostingPolicy (as its nginx configuration and _headers file do) when given one.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { answerFor } from "../hosting/addressRule.js";
import { contentTypeFor, isCompressible } from "../hosting/mediaTypes.js";
import { BROTLI_QUALITY, type HostingPolicy, responseHeaders } from "../hosting/policy.js";
import { precompressedTwin } from "../hosting/precompress.js";

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

export interface StaticServerOptions {
  /** The URL path the folder is served under, as a static host may serve it in a sub-folder ("/design-reference/"); "/" unless told. */
  basePath?: string;
}

/** The size of a file, or null when there is none (no 404.html in the folder) or it is a folder. */
async function fileSize(filePath: string): Promise<number | null> {
  try {
    const found = await stat(filePath);
    return found.isFile() ? found.size : null;
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
  const { pathname: requestPath, search: query } = new URL(request.url ?? "/", "http://localhost");
  // The sub-folder without its slash redirects to it, as hosts do: its index's relative URLs resolve there.
  if (`${requestPath}/` === basePath) {
    response.writeHead(301, { Location: basePath });
    response.end();
    return;
  }
  // The path within the site, with its leading slash; null outside the base path.
  const urlPath = requestPath.startsWith(basePath) ? requestPath.slice(basePath.length - 1) : null;
  const root = resolve(rootDir);
  const answer =
    urlPath === null
      ? null
      : await answerFor(urlPath, async (file) => (await fileSize(join(root, file))) !== null);
  // The policy's headers for that path of the site; a plain folder sends only its files' own.
  const policyHeaders = (status: number) =>
    policy && urlPath !== null ? responseHeaders(policy, urlPath, status) : {};
  if (answer?.status === 308) {
    response.writeHead(308, {
      ...policyHeaders(308),
      Location: `${basePath.slice(0, -1)}${answer.location}${query}`,
    });
    response.end();
    return;
  }
  const filePath = answer?.file ? join(root, answer.file) : null;
  const size = filePath === null ? null : await fileSize(filePath);
  if (answer === null || filePath === null || size === null) {
    response.writeHead(404, { ...policyHeaders(404), "Content-Type": "text/plain; charset=utf-8" });
    response.end("Not Found");
    return;
  }
  const { status } = answer;
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
