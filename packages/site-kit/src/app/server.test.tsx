import { describe, expect, it } from "vitest";
import { CheckoutFormSection } from "../forms/CheckoutFormSection.js";
import { useCheckoutPlan } from "../pages/useCheckoutPlan.js";
import { escapeHtml, serializeForScript } from "../site/html.js";
import { kitPageModules, siteInput } from "../test/site.js";
import { createServerEntry } from "./server.js";

const entry = createServerEntry(siteInput(), kitPageModules);

/** A site's own checkout page, built on the kit's form section without the kit's form slot. */
function OwnCheckout() {
  const plan = useCheckoutPlan();
  return <main>{plan ? <CheckoutFormSection plan={plan} /> : <p>Choose a plan first</p>}</main>;
}
const { render, prerenderTargets, site } = entry;

describe("prerender targets", () => {
  it("cover every route once plus 404.html", () => {
    expect(prerenderTargets.map((target) => [target.path, target.file, target.pageId])).toEqual([
      ["/", "index.html", "home"],
      ["/home", "home.html", "home"],
      ["/about-us", "about-us.html", "about-us"],
      ["/price", "price.html", "price"],
      ["/contact", "contact.html", "contact"],
      ["/cancel-service", "cancel-service.html", "cancel-service"],
      ["/checkout", "checkout.html", "checkout"],
      ["/privacy-policy", "privacy-policy.html", "privacy-policy"],
      ["/refund-policy", "refund-policy.html", "refund-policy"],
      ["/terms-of-service", "terms-of-service.html", "terms-of-service"],
      ["/security-policy", "security-policy.html", "security-policy"],
      ["/delivery-policy", "delivery-policy.html", "delivery-policy"],
      ["/404", "404.html", "not-found"],
    ]);
  });

  it("come with robots.txt, the sitemap, the manifest and the theme's stylesheet", () => {
    expect(entry.siteFiles.map((file) => file.file)).toEqual([
      "robots.txt",
      "sitemap.xml",
      "site.webmanifest",
      "theme.css",
    ]);
    expect(entry.siteFiles.at(-1)?.content).toContain(
      `--mt-colors-brand-primary: ${site.theme.colors.brand.primary};`,
    );
  });
});

/** The text of every <h1> in the markup. */
function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1] ?? "");
}

describe("render", () => {
  it.each(prerenderTargets.map((target) => [target.path, target.pageId] as const))(
    "renders %s with one h1 (its hero title), title, description and styles",
    async (path, pageId) => {
      const rendered = await render(path);
      const texts = site.content.page(pageId);
      expect(h1Texts(rendered.appHtml)).toEqual([escapeHtml(texts.hero.title)]);
      expect(rendered.headHtml).toContain(`<title>${escapeHtml(texts.seo.title)} | `);
      expect(rendered.headHtml).toContain(
        `<meta name="description" content="${escapeHtml(texts.seo.description)}" />`,
      );
      expect(rendered.headHtml).toMatch(/<style data-styled="true"[^>]*>[^<]*\.[\w-]+\{/);
    },
  );

  it("renders an unknown path as the not-found page", async () => {
    const rendered = await render("/no-such-page");
    expect(h1Texts(rendered.appHtml)).toEqual(["Page not found"]);
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

  it("renders checkout without a plan, and each plan's form beside it", async () => {
    const rendered = await render("/checkout");
    expect(h1Texts(rendered.appHtml)).toEqual(["Thank you for becoming a member of our community"]);
    expect(rendered.appHtml).toContain("Get ready to live healthier");
    expect(rendered.appHtml).toMatch(/<div data-plan-form="">.*Loading your plan.*<\/div>/);
    expect(rendered.appHtml).not.toMatch(/<form[^>]*>/);
    expect(rendered.appHtml).not.toContain("http-equiv");
    expect(rendered.planForms.map(({ type }) => type)).toEqual(["BASIC", "PREMIUM"]);
    const [basic, premium] = rendered.planForms.map(({ html }) => html);
    expect(basic).toMatch(/^<div data-plan-form="BASIC">[\s\S]*<form[\s\S]*<\/div>$/);
    expect(basic).toContain("$39");
    expect(premium).toMatch(/^<div data-plan-form="PREMIUM">[\s\S]*<\/div>$/);
    expect(premium).toContain(">PREMIUM</");
    expect(premium).toContain("$49");
  });

  it("renders a site's own checkout without the kit's form slot as the page without a plan", async () => {
    const own = createServerEntry(siteInput(), {
      ...kitPageModules,
      checkout: async () => ({ default: OwnCheckout }),
    });
    const rendered = await own.render("/checkout");
    expect(rendered.appHtml).toContain("Choose a plan first");
    expect(rendered.appHtml).not.toMatch(/<form[^>]*>/);
    expect(rendered.planForms).toEqual([]);
  });

  it("renders no plan forms for a page without the checkout", async () => {
    expect((await render("/contact")).planForms).toEqual([]);
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

  it("shows the policy texts, with the date on the security policy", async () => {
    const { appHtml } = await render("/security-policy");
    expect(appHtml).toContain("This policy was last updated 10/03/2024");
    expect((await render("/terms-of-service")).appHtml).toContain(
      "binding arbitration in the State of Texas",
    );
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
