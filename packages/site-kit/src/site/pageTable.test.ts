import { describe, expect, it } from "vitest";
import { storedSectionForPath } from "./navigation.js";
import { createPageTable, fileForPath } from "./pageTable.js";

describe("the kit's page table", () => {
  const table = createPageTable();

  it("lists every route of the spec", () => {
    expect(table.pages.flatMap((page) => [page.path, ...page.aliases])).toEqual([
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
    ["/home", "home"],
    ["/nope", "not-found"],
    ["/404", "not-found"],
  ])("finds the page for %s", (path, id) => {
    expect(table.forPath(path).id).toBe(id);
  });

  it("keeps checkout and the 404 page out of search results", () => {
    expect(table.pages.filter((page) => page.noindex).map((page) => page.id)).toEqual(["checkout"]);
    expect(table.notFound.noindex).toBe(true);
  });

  it.each([
    ["/", "index.html"],
    ["/about-us", "about-us.html"],
    ["/404", "404.html"],
  ])("prerenders %s as %s", (path, file) => {
    expect(fileForPath(path)).toBe(file);
  });
});

describe("a site's page definitions", () => {
  it("replace a kit page's component and keep its path", () => {
    const table = createPageTable({ price: { component: "./src/pages/Price.tsx" } });
    expect(table.forPath("/price").component).toEqual({ module: "./src/pages/Price.tsx" });
    expect(table.forPath("/price").section).toBe("price");
  });

  it("add a page of the site's own, found by path and linked by id", () => {
    const table = createPageTable({
      benefits: { path: "/benefits", component: "./src/pages/Benefits.tsx" },
    });
    expect(table.forPath("/benefits").id).toBe("benefits");
    expect(table.pathOf("benefits")).toBe("/benefits");
    expect(table.pages.at(-1)?.id).toBe("benefits");
  });

  it("move a kit page to another path", () => {
    const table = createPageTable({ price: { path: "/plans" } });
    expect(table.pathOf("price")).toBe("/plans");
    expect(table.forPath("/price").id).toBe("not-found");
  });

  it("remove a kit page with false: no route, not in the table, not found at its path", () => {
    const table = createPageTable({ "delivery-policy": false, price: false });
    expect(table.pages.map((page) => page.id)).not.toContain("delivery-policy");
    expect(table.has("delivery-policy")).toBe(false);
    expect(table.has("price")).toBe(false);
    expect(table.has("refund-policy")).toBe(true);
    expect(table.forPath("/delivery-policy").id).toBe("not-found");
    expect(table.forPath("/price").id).toBe("not-found");
    expect(table.pathOf("price")).toBe("/");
  });

  it.each([
    // The spec's stored sections are the nav pages' (§2): checkout counts as price but stores nothing.
    [{ checkout: { component: "./src/pages/Checkout.tsx", section: "price" } }, "/checkout", null],
    [{ "about-us": { section: "home" } }, "/about-us", "home"],
    [{ faq: { path: "/faq", component: "./src/pages/Faq.tsx", section: "home" } }, "/faq", "home"],
  ] as const)(
    "store a changed or added page's section as the spec stores it: %j",
    (pages, path, stored) => {
      expect(storedSectionForPath(createPageTable(pages), path)).toBe(stored);
    },
  );

  it.each([
    [{ extra: { path: "/extra" } }, "give it a path and a component"],
    [{ extra: { path: "/price", component: "./x.tsx" } }, "Two pages have the path /price."],
  ])("refuse %j", (pages, message) => {
    expect(() => createPageTable(pages)).toThrow(message);
  });
});
