import { describe, expect, it } from "vitest";
import { escapeHtml, prerenderTargets, render, serializeForScript } from "./entry-server.tsx";
import { notFoundPage, sitePages } from "./pages/sitePages.ts";

describe("prerender targets", () => {
  it("cover every route once plus 404.html", () => {
    const files = prerenderTargets.map((target) => target.file);
    expect(files).toEqual([...sitePages.map((page) => page.file), "404.html"]);
    expect(new Set(files).size).toBe(files.length);
  });
});

describe("render", () => {
  it.each(sitePages.map((page) => [page.path, page] as const))(
    "renders %s with its heading, title, description and styles",
    async (path, page) => {
      const rendered = await render(path);
      expect(rendered.appHtml).toContain(`<h1>${escapeHtml(page.heading)}</h1>`);
      expect(rendered.headHtml).toContain(`<title>${escapeHtml(page.title)} | `);
      expect(rendered.headHtml).toContain(
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      );
      expect(rendered.headHtml).toMatch(/<style data-styled="true"[^>]*>[^<]*\.[\w-]+\{/);
      expect(rendered.hydrationScript).toMatch(
        /^<script>window.__staticRouterHydrationData = \{.*\};<\/script>$/,
      );
    },
  );

  it("renders an unknown path as the not-found page", async () => {
    const rendered = await render(notFoundPage.path);
    expect(rendered.appHtml).toContain("<h1>Error 404</h1>");
    expect(rendered.appHtml).toContain("Have no worries. Just give it another try.");
    for (const href of ["/about-us", "/price", "/contact", "/cancel-service"]) {
      expect(rendered.appHtml).toContain(`href="${href}"`);
    }
  });

  it.each(["/", "/home", "/price"])(
    "renders the two plans with a Buy button on %s",
    async (path) => {
      const { appHtml } = await render(path);
      for (const planType of ["BASIC", "PREMIUM"]) {
        expect(appHtml).toContain(`aria-label="${planType} plan"`);
      }
      expect(appHtml.match(/<button[^>]*>Buy<\/button>/g)).toHaveLength(2);
    },
  );

  it("renders checkout as a neutral shell: no plan and no redirect", async () => {
    const rendered = await render("/checkout");
    expect(rendered.appHtml).toContain("<h1>Get ready to live healthier</h1>");
    expect(rendered.appHtml).toContain("Loading your plan");
    expect(rendered.appHtml).not.toContain("http-equiv");
  });

  it("underlines the page's own nav item in the HTML", async () => {
    const home = await render("/privacy-policy");
    expect(home.appHtml).toMatch(/data-highlighted="true"[^>]*href="\/"/);
    const price = await render("/checkout");
    expect(price.appHtml).toMatch(/data-highlighted="true"[^>]*href="\/price"/);
    const neutral = await render("/security-policy");
    expect(neutral.appHtml).not.toContain('data-highlighted="true"');
  });
});

describe("serializeForScript", () => {
  it("cannot close the script element it is written into", () => {
    const serialized = serializeForScript({ text: "</script><script>alert(1)</script>\u2028" });
    expect(serialized).not.toContain("</script>");
    expect(serialized).not.toContain("\u2028");
    expect(JSON.parse(serialized)).toEqual({ text: "</script><script>alert(1)</script>\u2028" });
  });
});
