// vercel.json checked by Vercel's own validation (@vercel/routing-utils, which `vercel deploy` runs), then evaluated as
// Vercel's documentation says routes are, path by path, against the address rule and the policy's headers.
import { getTransformedRoutes, type Route, routesSchema } from "@vercel/routing-utils";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { HOSTED_FILES, HOSTED_POLICY } from "../test/hostedBuild.js";
import { addressOfPage, answerFor, redirectsToPage } from "./addressRule.js";
import { responseHeaders } from "./policy.js";
import { renderVercelJson } from "./vercel.js";

const policy = HOSTED_POLICY;
const FILES = HOSTED_FILES;

const config = JSON.parse(renderVercelJson(policy, FILES));
const { routes, error } = getTransformedRoutes(config);

interface Served {
  status: number;
  location?: string;
  file: string | null;
  headers: Record<string, string>;
}

/**
 * A request answered as https://vercel.com/docs/build-output-api/configuration#routes describes `routes`: in order,
 * the routes before `handle: "filesystem"`, then the build's files, then the routes after it.
 */
function vercelAnswer(url: string): Served {
  const [pathname = "", query] = url.split("?");
  const all = routes ?? [];
  const handle = all.findIndex((route) => "handle" in route);
  const filesystem = handle === -1 ? all.length : handle;
  const phases: Route[][] = [all.slice(0, filesystem), all.slice(filesystem + 1)];
  const headers: Record<string, string> = {};
  for (const [index, phase] of phases.entries()) {
    // `handle: "filesystem"`: a file of the build at the path, once no route before it has answered.
    if (index === 1 && FILES.includes(pathname.slice(1))) {
      return { status: 200, file: pathname.slice(1), headers };
    }
    for (const route of phase) {
      if ("handle" in route) throw new Error(`unexpected handle ${route.handle}`);
      // `src`: a PCRE matched against the pathname without its query, in any case unless `caseSensitive`.
      const match = new RegExp(route.src, route.caseSensitive ? "" : "i").exec(pathname);
      if (!match) continue;
      // `$1` in `dest` and header values: the match's group (Vercel's own redirects compile to `Location: "/$1"`).
      const fill = (value: string) => value.replace(/\$(\d)/g, (_, group) => match[group] ?? "");
      // `headers`: every matched route's are sent, a later one replacing a header of the same name (names ignore case).
      for (const [name, value] of Object.entries(route.headers ?? {})) {
        headers[name.toLowerCase()] = fill(value);
      }
      // `continue`: routing goes on past a matched route.
      if (route.continue) continue;
      // `status` with a `Location` header: a redirect, the request's query passed on (the redirects-with-query guide,
      // https://vercel.com/guides/how-do-i-perform-vercel-redirects-based-on-query-strings).
      const { location, ...others } = headers;
      if (route.status && route.status >= 300 && route.status < 400 && location) {
        return {
          status: route.status,
          location: query ? `${location}?${query}` : location,
          file: null,
          headers: others,
        };
      }
      // `dest`: the file answered in place of the path, with `status` if the route has one; no `dest`, no file.
      const file = route.dest ? fill(route.dest).slice(1) : null;
      const found = file !== null && FILES.includes(file);
      return { status: route.status ?? (found ? 200 : 404), file: found ? file : null, headers };
    }
  }
  // Nothing answered: Vercel's own 404 page.
  return { status: 404, file: null, headers };
}

/** What the address rule and the policy say the answer is. */
async function ruleAnswer(url: string): Promise<Served> {
  const [pathname = "", query] = url.split("?");
  const answer = await answerFor(pathname, (file) => FILES.includes(file));
  const headers = Object.fromEntries(
    Object.entries(responseHeaders(policy, pathname, answer.status)).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
  return answer.status === 308
    ? {
        status: 308,
        location: query ? `${answer.location}?${query}` : answer.location,
        file: null,
        headers,
      }
    : { status: answer.status, file: answer.file, headers };
}

const pages = FILES.filter((file) => file.endsWith(".html"));

describe("vercel.json", () => {
  it("passes Vercel's validation of routes, and has no property Vercel refuses beside them", () => {
    expect(error).toBeNull();
    const validate = new Ajv({ allErrors: true, strict: false }).compile(routesSchema);
    expect(validate(config.routes) ? [] : validate.errors).toEqual([]);
    // https://vercel.link/mix-routing-props: `routes` cannot be used with headers, redirects, rewrites, cleanUrls or trailingSlash.
    expect(Object.keys(config).sort()).toEqual(["$schema", "routes"]);
    expect(renderVercelJson(policy, FILES)).toMatch(/^\{\n {2}"\$schema": .*\n\}\n$/s);
  });

  it.each([
    ...pages.flatMap((file) => [addressOfPage(file), ...redirectsToPage(file)]),
    ...FILES.filter((file) => !file.endsWith(".html")).map((file) => `/${file}`),
    "/es",
    "/index",
    "/index/",
    "/es/index",
    "/nope/index/",
    "/About-Us",
    "/checkout/",
    "/checkout/x",
    "/es/checkout/",
    "/es/checkout/x",
    "/checkouts",
    "/assets/",
    "/assets/missing.js",
    "/assets/index",
    "/nope",
    "/nope/",
    "/es/nope",
    "/es/a/b/",
    "/esx",
    "/about-us.html?plan=gold&ref=mail",
    "/es?ref=mail",
    "/checkout/?plan=gold",
    "/price?x=1",
  ])("answers %s as the address rule does, with the policy's headers", async (url) => {
    expect(vercelAnswer(url)).toEqual(await ruleAnswer(url));
  });
});
