import { describe, expect, it } from "vitest";
import { prerenderTargets, render } from "./entry-server.tsx";
import { escapeHtml, serializeForScript } from "./html.ts";
import { notFoundPage, sitePages } from "./pages/sitePages.ts";

describe("prerender targets", () => {
  it("cover every route once plus 404.html", () => {
    const files = prerenderTargets.map((target) => target.file);
    expect(files).toEqual([...sitePages.map((page) => page.file), "404.html"]);
    expect(new Set(files).size).toBe(files.length);
  });

  it("preload the app and the page's own chunk", () => {
    const preloads = Object.fromEntries(
      prerenderTargets.map((target) => [target.path, target.lazyModules]),
    );
    expect(preloads["/home"]).toEqual(["src/app.tsx", "src/pages/HomePage.tsx"]);
    expect(preloads["/refund-policy"]).toEqual(["src/app.tsx", "src/pages/PolicyPage.tsx"]);
    expect(preloads["/checkout"]).toEqual(["src/app.tsx", "src/pages/CheckoutPage.tsx"]);
    expect(preloads["/404"]).toEqual(["src/app.tsx", "src/pages/NotFoundPage.tsx"]);
  });
});

/** The text of every <h1> in the markup. */
function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1] ?? "");
}

describe("render", () => {
  it.each(sitePages.map((page) => [page.path, page] as const))(
    "renders %s with one h1 (its hero title), title, description and styles",
    async (path, page) => {
      const rendered = await render(path);
      expect(h1Texts(rendered.appHtml)).toEqual([escapeHtml(page.heading)]);
      expect(rendered.headHtml).toContain(`<title>${escapeHtml(page.title)} | `);
      expect(rendered.headHtml).toContain(
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      );
      expect(rendered.headHtml).toMatch(/<style data-styled="true"[^>]*>[^<]*\.[\w-]+\{/);
    },
  );

  it("renders an unknown path as the not-found page", async () => {
    const rendered = await render(notFoundPage.path);
    expect(h1Texts(rendered.appHtml)).toEqual([notFoundPage.heading]);
    expect(rendered.appHtml).toContain("Error 404");
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
        expect(appHtml).toMatch(new RegExp(`<h3 id="[^"]+"[^>]*>${planType}</h3>`));
      }
      expect(appHtml.match(/<button[^>]*>Buy<\/button>/g)).toHaveLength(2);
      expect(appHtml).toContain("Get a 30-day trial version for ONLY $3.29");
    },
  );

  it("renders checkout as a neutral shell: no plan and no redirect", async () => {
    const rendered = await render("/checkout");
    expect(h1Texts(rendered.appHtml)).toEqual(["Thank you for becoming a member of our community"]);
    expect(rendered.appHtml).toContain("Get ready to live healthier");
    expect(rendered.appHtml).toContain("Loading your plan");
    expect(rendered.appHtml).not.toContain("http-equiv");
  });

  it("underlines the page's own nav item in the HTML", async () => {
    const currentNavLinks = (html: string) =>
      [...html.matchAll(/<a aria-current="page" href="([^"]+)"/g)].map((match) => match[1]);
    // Desktop nav and drawer nav carry the same mark.
    expect(currentNavLinks((await render("/privacy-policy")).appHtml)).toEqual(["/", "/"]);
    expect(currentNavLinks((await render("/checkout")).appHtml)).toEqual(["/price", "/price"]);
    expect(currentNavLinks((await render("/security-policy")).appHtml)).toEqual([]);
  });

  it.each([
    ["/privacy-policy", true],
    ["/terms-of-service", true],
    ["/refund-policy", false],
    ["/price", false],
  ])("gives the banner of %s a button dialling support: %s", async (path, dials) => {
    const { appHtml } = await render(path);
    const callButton = /<a href="tel:8005550100"[^>]*>Call us now<\/a>/;
    if (dials) expect(appHtml).toMatch(callButton);
    else expect(appHtml).not.toContain("Call us now");
  });

  it("keeps the footer's security and delivery links relative, as written", async () => {
    const { appHtml } = await render("/price");
    expect(appHtml).toContain('<a href="security-policy">Security policy</a>');
    expect(appHtml).toContain('<a href="delivery-policy">Delivery policy</a>');
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
