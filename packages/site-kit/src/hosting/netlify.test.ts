// Netlify's engine does not run offline: its files are read with Netlify's own parsers (what its build runs) and
// answered as its documentation says, then compared with the address rule and the policy.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTED_POLICY } from "../test/hostedBuild.js";
import { answerFor } from "./addressRule.js";
import { renderHeadersFile } from "./headersFile.js";
import { renderNetlifyRedirects } from "./netlify.js";
import { responseHeaders } from "./policy.js";

const POLICY = HOSTED_POLICY;
const FILES = [
  "404.html",
  "about-us.html",
  "assets/app-AbC.js",
  "checkout.html",
  "es/404.html",
  "es/checkout.html",
  "es/index.html",
  "es/price.html",
  "favicon.svg",
  "index.html",
  "price.html",
];
const has = (file: string) => FILES.includes(file);

interface Redirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
interface HeaderRule {
  forRegExp: RegExp;
  values: Record<string, string>;
}

let redirects: Redirect[];
let headerRules: HeaderRule[];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "site-netlify-"));
  await writeFile(join(dir, "_redirects"), renderNetlifyRedirects(POLICY, FILES));
  await writeFile(join(dir, "_headers"), renderHeadersFile(POLICY));
  const parsedRedirects = await parseAllRedirects({
    redirectsFiles: [join(dir, "_redirects")],
    configRedirects: [],
    minimal: false,
  });
  const parsedHeaders = await parseAllHeaders({
    headersFiles: [join(dir, "_headers")],
    configHeaders: [],
    minimal: false,
  });
  expect(parsedRedirects.errors).toEqual([]);
  expect(parsedHeaders.errors).toEqual([]);
  redirects = parsedRedirects.redirects as Redirect[];
  headerRules = parsedHeaders.headers as unknown as HeaderRule[];
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The file Netlify's pretty URLs serve for a path: the file, PATH.html, PATH/index.html. */
function staticFile(path: string): string | undefined {
  const name = path.slice(1);
  return [name, `${name}.html`, `${name.replace(/\/?$/, "/")}index.html`]
    .map((file) => file.replace(/^\//, ""))
    .find(has);
}

/** A rule's `from` as Netlify matches it: a trailing `*` (splat) takes the rest of the path. */
function matches(from: string, path: string): boolean {
  return from.endsWith("*") ? path.startsWith(from.slice(0, -1)) : from === path;
}

/**
 * Netlify's order: the first matching rule applies, unless it is not forced and a file is there (shadowing); else the
 * file; else the root's 404.html.
 */
function netlifyAnswer(path: string) {
  const rule = redirects.find(
    (candidate) => matches(candidate.from, path) && (candidate.force || !staticFile(path)),
  );
  if (rule?.status === 308) return { status: 308, location: rule.to };
  if (rule?.status === 404) return { status: 404, file: rule.to.slice(1) };
  const file = staticFile(path);
  return file ? { status: 200, file } : { status: 404, file: "404.html" };
}

/** Netlify's CLI (netlify/cli, headersForPath): every matching rule's values, a later rule's winning. */
function netlifyHeaders(path: string): Record<string, string> {
  return Object.assign(
    {},
    ...headerRules.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values),
  );
}

describe("Netlify's _redirects and _headers", () => {
  it.each([
    "/",
    "/index.html",
    "/about-us",
    "/about-us/",
    "/about-us.html",
    "/price",
    "/checkout",
    "/checkout/",
    "/checkout.html",
    "/checkout/x",
    "/es",
    "/es/",
    "/es/index.html",
    "/es/price",
    "/es/price/",
    "/es/checkout",
    "/es/checkout/",
    "/es/checkout/x",
    "/es/nope",
    "/nope",
    "/assets/app-AbC.js",
    "/assets/missing.js",
    "/favicon.svg",
  ])("answer %s as the address rule and the policy say", async (path) => {
    const expected = await answerFor(path, has);
    expect(netlifyAnswer(path)).toEqual(expected);
    const headers = netlifyHeaders(path);
    const policy = responseHeaders(POLICY, path, expected.status);
    for (const [name, value] of Object.entries(policy)) {
      // Netlify's 404 answers keep the path's Cache-Control: a header rule cannot see the status.
      if (name === "Cache-Control" && expected.status === 404) continue;
      expect(headers[name], `${name} of ${path}`).toBe(value);
    }
  });

  it("send the 404 pages by their names, which Netlify serves them by", () => {
    expect(redirects.map((rule) => rule.from)).not.toContain("/404.html");
    expect(redirects.at(-1)).toMatchObject({ from: "/es/*", to: "/es/404.html", status: 404 });
  });
});
