import { describe, expect, it } from "vitest";
import { documentTitle, notFoundPage, sitePageForPath, sitePages } from "./sitePages.ts";

describe("sitePages", () => {
  it("lists every route of the spec", () => {
    expect(sitePages.map((page) => page.path)).toEqual([
      "/",
      "/home",
      "/about-us",
      "/price",
      "/contact",
      "/cancel-service",
      "/checkout",
      "/privacy-policy",
      "/refund-policy",
      "/terms-of-service",
      "/security-policy",
      "/delivery-policy",
    ]);
  });

  it.each([
    ["/price", "price"],
    ["/price/", "price"],
    ["/Price", "not-found"],
    ["/", "home"],
    ["/nope", "not-found"],
    ["/404", "not-found"],
  ])("finds the page for %s", (path, id) => {
    expect(sitePageForPath(path).id).toBe(id);
  });

  it("titles a page with the brand name", () => {
    expect(documentTitle(notFoundPage, "Brand Health")).toBe("Page not found | Brand Health");
  });
});
