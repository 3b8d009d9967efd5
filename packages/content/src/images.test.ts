import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as content from "./index.js";
import { harbourConfig } from "./test/configs.js";

const maxBytes = 100 * 1024;
const svgPrefix = "data:image/svg+xml,";

/** Every string reachable from a value, with the path that leads to it. */
function stringsIn(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  }
  return [];
}

const images = new Map(
  [
    ...stringsIn(content, "content"),
    ...stringsIn(content.createContent(harbourConfig), "site"),
  ].filter(([, text]) => text.startsWith(svgPrefix)),
);

/** Minimal XML well-formedness check: quoted attributes, balanced tags, escaped text. */
function xmlProblems(markup: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const tagPattern = /<[^>]*>/g;
  let last = 0;
  for (const match of markup.matchAll(tagPattern)) {
    const text = markup.slice(last, match.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) problems.push(`bad text: ${text}`);
    last = match.index + match[0].length;
    const tag = match[0];
    const closing = /^<\/([\w:-]+)\s*>$/.exec(tag);
    if (closing) {
      const expected = open.pop();
      if (expected !== closing[1]) problems.push(`</${closing[1]}> closes <${expected}>`);
      continue;
    }
    const opening = /^<([\w:-]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(tag);
    if (!opening?.[1]) {
      problems.push(`malformed tag: ${tag}`);
      continue;
    }
    if (opening[3] !== "/") open.push(opening[1]);
  }
  if (markup.slice(last).trim() !== "") problems.push("text after the root element");
  if (open.length > 0) problems.push(`unclosed: ${open.join(", ")}`);
  return problems;
}

describe("SVG images", () => {
  it("finds every image: 10 icons, 6 portraits, illustrations and card marks", () => {
    expect(images.size).toBeGreaterThanOrEqual(10 + 6 + 5 + 5);
  });

  it("catches malformed markup", () => {
    expect(xmlProblems("<svg><g></svg>")).not.toEqual([]);
    expect(xmlProblems("<svg><rect x=1/></svg>")).not.toEqual([]);
    expect(xmlProblems("<svg><text>a & b</text></svg>")).not.toEqual([]);
  });

  it.each([...images])("%s is a small, well-formed, titled SVG", (_path, uri) => {
    expect(uri.length).toBeLessThan(maxBytes);
    const markup = decodeURIComponent(uri.slice(svgPrefix.length));
    expect(markup).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+"/);
    expect(markup).toMatch(/<title>[^<]+<\/title>/);
    expect(markup).not.toMatch(/<script|on\w+=/i);
    expect(xmlProblems(markup)).toEqual([]);
  });

  it("gives each image alt text", () => {
    const alts = stringsIn(content, "content")
      .concat(stringsIn(content.createContent(harbourConfig), "site"))
      .filter(([path]) => /(Alt|alt)$/.test(path));
    expect(alts.length).toBeGreaterThanOrEqual(10 + 6 + 4 + 2);
    for (const [path, alt] of alts) expect(alt, path).not.toBe("");
  });
});

describe("package files", () => {
  const files = readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" }).filter(
    (file) => statSync(join(import.meta.dirname, file)).isFile(),
  );

  it.each(files)("%s is under 100 KB", (file) => {
    expect(statSync(join(import.meta.dirname, file)).size).toBeLessThan(maxBytes);
  });
});
