// The CSP allows no inline script but those it names by hash: the build fails when a page would carry another one the
// browser executes.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { cspHashOf } from "./integrity.js";

/** Script types a browser never executes: data blocks such as JSON and JSON-LD. */
const DATA_BLOCK_TYPES = /^(application\/(ld\+)?json|text\/plain)$/i;
const JAVASCRIPT_TYPES = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * What in one HTML document would run as inline script (an inline <script> whose CSP hash is not one of `allowed`,
 * an on* handler, a javascript: URL).
 */
export function executableInlineScripts(html: string, allowed: readonly string[] = []): string[] {
  const problems: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (DATA_BLOCK_TYPES.test(type) || allowed.includes(cspHashOf(match[2] ?? ""))) continue;
    if (JAVASCRIPT_TYPES.test(type)) problems.push(`inline <script${attributes}>`);
  }
  for (const match of html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) {
    problems.push(`inline event handler ${match[1]}=`);
  }
  for (const match of html.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) {
    problems.push(`javascript: URL (${match[0].trim()})`);
  }
  return problems;
}

/** `allowedIn(file)`: the CSP hashes of inline scripts the policy of that page allows. */
export async function assertNoExecutableInlineScript(
  distDir: string,
  files: readonly string[],
  allowedIn: (file: string) => readonly string[],
): Promise<void> {
  const problems: string[] = [];
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const html = await readFile(join(distDir, file), "utf8");
    problems.push(
      ...executableInlineScripts(html, allowedIn(file)).map((problem) => `${file}: ${problem}`),
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `The Content-Security-Policy forbids inline script, but the build has some:\n  ${problems.join("\n  ")}`,
    );
  }
}
