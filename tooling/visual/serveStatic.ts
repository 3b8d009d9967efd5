// Serves a folder of plain files under a sub-path, as any static host would: the built Storybook must work there.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const [folder, port, basePath = "/"] = process.argv.slice(2);
if (!folder || !port) {
  console.error("usage: node serveStatic.ts <folder> <port> [/base/path/]");
  process.exit(1);
}
const root = resolve(folder);

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
};

function fileFor(urlPath: string): string | undefined {
  if (!urlPath.startsWith(basePath)) return undefined;
  const relative = normalize(decodeURIComponent(urlPath.slice(basePath.length))).replace(
    /^(\.\.[/\\])+/,
    "",
  );
  const candidate = join(root, relative);
  if (!candidate.startsWith(root)) return undefined;
  try {
    const stats = statSync(candidate);
    if (stats.isFile()) return candidate;
    if (stats.isDirectory()) return fileFor(`${urlPath.replace(/\/?$/, "/")}index.html`);
  } catch {
    return undefined;
  }
  return undefined;
}

createServer((request, response) => {
  const file = fileFor(new URL(request.url ?? "/", "http://host").pathname);
  if (!file) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  response.writeHead(200, {
    "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
  });
  createReadStream(file).pipe(response);
}).listen(Number(port), "127.0.0.1", () => {
  console.info(`Serving ${root} at http://127.0.0.1:${port}${basePath}`);
});
