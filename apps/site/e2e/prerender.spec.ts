// The static build: real HTML per route before any JavaScript, the 404 rule, cache headers.

import { E2E_BRAND_NAME } from "./e2eEnv.ts";
import { expect, test } from "./fixtures.ts";
import { FRAME_TEXTS, ROUTES } from "./routeTexts.ts";
import { notFoundPage, sitePages } from "./sitePages.ts";

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** The text of every <h1> in the markup. */
function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1] ?? "");
}

test.describe("raw HTML from the server", () => {
  // The HTML does not depend on the viewport: one project is enough.

  for (const page of sitePages) {
    test(`${page.path} is prerendered with its heading, title, description and styles`, async ({
      request,
    }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(h1Texts(html)).toEqual([escapeHtml(page.heading)]);
      expect(html).toContain(`<title>${escapeHtml(page.title)} | ${E2E_BRAND_NAME}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      );
      expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*\{[^<]*\}/);
      expect(html).not.toContain("<!--app-");
    });
  }

  for (const path of ["/no-such-page", "/price/extra", "/assets/missing.js"]) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(h1Texts(html)).toEqual([notFoundPage.heading]);
      expect(html).toContain("Error 404");
      expect(html).toContain("Have no worries. Just give it another try.");
    });
  }

  test("/checkout HTML is a neutral shell: no plan, no redirect", async ({ request }) => {
    const html = await (await request.get("/checkout")).text();
    expect(html).toContain("Loading your plan");
    expect(html).not.toMatch(/http-equiv="refresh"|location\.(replace|href)/i);
    // Its lazy chunk loads beside the app once the HTML has painted (entry-client.ts adds these links).
    expect(html).toMatch(
      /<template id="page-chunks">.*<link rel="modulepreload" crossorigin href="\/assets\/CheckoutPage-[\w-]+\.js" integrity="sha384-[\w+/=]+" \/>.*<\/template>/,
    );
  });

  test("hashed assets are cached for a year, pages revalidated", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"]).toBe("no-cache");
    // The entry script the page's loader requests.
    const scriptPath = (await page.text()).match(/data-entry="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(scriptPath).toBeDefined();
    const script = await request.get(scriptPath ?? "");
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route.path} shows its texts and the styled frame from the HTML alone`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.page.heading);
      const main = page.getByRole("main");
      for (const text of route.texts) await expect(main).toContainText(text);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
        `Home >> ${route.crumb}`,
      );
      const header = page.getByRole("banner");
      for (const label of FRAME_TEXTS.header) await expect(header).toContainText(label);
      for (const text of FRAME_TEXTS.footer) {
        await expect(page.getByRole("contentinfo")).toContainText(text);
      }
      // The sticky header comes from the inlined styled-components CSS.
      await expect(header).toHaveCSS("position", "sticky");
    });
  }
});
