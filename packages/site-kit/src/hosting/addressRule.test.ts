import { describe, expect, it } from "vitest";
import { addressOfPage, answerFor, redirectsToPage } from "./addressRule.js";

const BUILD = new Set([
  "index.html",
  "home.html",
  "about-us.html",
  "checkout.html",
  "404.html",
  "es/index.html",
  "es/price.html",
  "es/404.html",
  "docs/index.html",
  "assets/app-AbC.js",
  "favicon.svg",
]);
const hasFile = (file: string) => BUILD.has(file);

describe("answerFor, Cloudflare Pages' rule", () => {
  it.each([
    ["/", 200, "index.html"],
    ["/home", 200, "home.html"],
    ["/about-us", 200, "about-us.html"],
    ["/es/", 200, "es/index.html"],
    ["/es/price", 200, "es/price.html"],
    ["/docs/", 200, "docs/index.html"],
    ["/favicon.svg", 200, "favicon.svg"],
    ["/assets/app-AbC.js", 200, "assets/app-AbC.js"],
    ["/404", 200, "404.html"],
    ["/nope", 404, "404.html"],
    ["/nope/", 404, "404.html"],
    ["/about-us/deeper", 404, "404.html"],
    ["/checkout/x", 404, "404.html"],
    ["/assets/", 404, "404.html"],
    ["/assets/missing.js", 404, "404.html"],
    ["/ABOUT-US", 404, "404.html"],
    ["/es/nope", 404, "es/404.html"],
    ["/es/deeper/still", 404, "es/404.html"],
    ["/%E0%A4%A", 404, "404.html"],
    ["/%2e%2e/secret", 404, "404.html"],
    ["/about-us.html.html", 404, "404.html"],
  ])("%s answers %i with %s", async (path, status, file) => {
    expect(await answerFor(path, hasFile)).toEqual({ status, file });
  });

  it.each([
    ["/index.html", "/"],
    ["/index", "/"],
    ["/about-us.html", "/about-us"],
    ["/about-us/", "/about-us"],
    ["/checkout/", "/checkout"],
    ["/checkout.html", "/checkout"],
    ["/es", "/es/"],
    ["/es/index.html", "/es/"],
    ["/es/index", "/es/"],
    ["/es/price/", "/es/price"],
    ["/es/price.html", "/es/price"],
    ["/docs", "/docs/"],
    ["/404.html", "/404"],
    ["/caf%C3%A9.html", "/caf%C3%A9"],
  ])("%s redirects (308) to %s", async (path, location) => {
    const files = new Set([...BUILD, "café.html"]);
    expect(await answerFor(path, (file) => files.has(file))).toEqual({ status: 308, location });
  });

  it("answers 404 without a file where the build has no 404 page", async () => {
    expect(await answerFor("/nope", () => false)).toEqual({ status: 404, file: null });
  });
});

describe("a page's address and the paths that redirect to it", () => {
  it.each([
    ["index.html", "/", ["/index.html"]],
    ["about-us.html", "/about-us", ["/about-us.html", "/about-us/"]],
    ["es/index.html", "/es/", ["/es", "/es/index.html"]],
    ["es/price.html", "/es/price", ["/es/price.html", "/es/price/"]],
  ])("%s is at %s, reached from %j", async (file, address, from) => {
    expect(addressOfPage(file)).toBe(address);
    expect(redirectsToPage(file)).toEqual(from);
    for (const path of from) {
      expect(await answerFor(path, hasFile)).toEqual({ status: 308, location: address });
    }
  });
});
