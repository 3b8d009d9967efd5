// Brotli at its highest quality, once, at build time: a host sends each text file's `.br` twin (nginx's brotli_static,
// the preview) rather than compressing it on every request at the quality a request can afford (ADR 0008).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { contentTypeFor, isCompressible } from "./mediaTypes.js";

const compress = promisify(brotliCompress);

/** The suffix of a file's precompressed twin, as nginx's brotli_static looks for it. */
export const PRECOMPRESSED_SUFFIX = ".br";

/** Writes FILE.br beside every text file under `dir` that Brotli makes smaller. */
export async function writePrecompressed(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = entries
    .filter((entry) => entry.isFile() && isCompressible(contentTypeFor(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    texts.map(async (file) => {
      const content = await readFile(file);
      const compressed = await compress(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        },
      });
      if (compressed.byteLength < content.byteLength) {
        await writeFile(`${file}${PRECOMPRESSED_SUFFIX}`, compressed);
      }
    }),
  );
}

/** A file's precompressed twin and its size, when there is one at least as new as the file (an edit since makes it stale). */
export async function precompressedTwin(
  file: string,
): Promise<{ path: string; size: number } | null> {
  const path = `${file}${PRECOMPRESSED_SUFFIX}`;
  try {
    const [twin, original] = await Promise.all([stat(path), stat(file)]);
    return twin.isFile() && twin.mtimeMs >= original.mtimeMs ? { path, size: twin.size } : null;
  } catch {
    return null;
  }
}
