// One site in English and Spanish: the switch on every route both ways (it keeps the checkout's plan and what was
// typed), a purchase in Spanish against the sandbox, the Spanish 404 under /es/, and hreflang in the built files.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import contentEs from "@membership/content/locales/es-US.json" with { type: "json" };
import formsEs from "@membership/forms/locales/es-US.json" with { type: "json" };
import { reachForPage } from "@membership/site-check";
import { resolveSite } from "@membership/site-kit/config";
import { solveCaptcha } from "@membership/test-fixtures/fake-recaptcha";
import uiEs from "@membership/ui/locales/es-US.json" with { type: "json" };
import type { Page } from "@playwright/test";
import definition from "../site.config.ts";
import { DESKTOP_ONLY, E2E_BUILD_ENV } from "./e2eEnv.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import {
  button,
  buyFromPrice,
  checkoutForm,
  expectDialog,
  fieldValues,
  fillFields,
} from "./journeys/forms.ts";
import { checkoutEntriesIn } from "./journeys/purchase.ts";
import { type RunningSandbox, routeBackendToSandbox, startE2eSandbox } from "./journeys/sandbox.ts";
import { sitePages } from "./sitePages.ts";

const spanish = resolveSite(definition, E2E_BUILD_ENV, contentEs, "es-US");
const DIST = join(import.meta.dirname, "..", "dist");

/** The same page under the Spanish prefix: "/" → "/es/", "/price" → "/es/price". */
const inSpanish = (path: string) => (path === "/" ? "/es/" : `/es${path}`);

/** The switch as a visitor reaches it: in the bar on a laptop, in the menu's drawer on a phone. */
async function languageSwitch(page: Page, name: string, menuLabel: string) {
  const menu = page.getByRole("button", { name: menuLabel });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole("link", { name, exact: true });
}

// The home page's alias /home switches to /es/home; every other route to its own Spanish page.
for (const route of sitePages.filter((entry) => !entry.noindex)) {
  // Where the switch leads is the same code at any width: a phone walks its drawer's switch on / (and on /checkout).
  test(`${route.path}: the switch leads to the page in Spanish and back`, {
    tag: route.path === "/" ? [] : DESKTOP_ONLY,
  }, async ({ page }) => {
    await gotoHydrated(page, route.path);
    await (await languageSwitch(page, "Español", "Menu")).click();
    await expect(page).toHaveURL(inSpanish(route.path));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await reachForPage(page);
    const pageId = route.id.replace(/-alias$/, "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      spanish.content.page(pageId).hero.title,
    );
    const english = await languageSwitch(page, "English", uiEs.header.menuLabel);
    // The nav highlight sees /es/price as "price" (only home and price are ever underlined).
    if (["home", "price"].includes(route.id)) {
      const nav = page.getByRole("navigation", { name: uiEs.header.navLabel });
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute(
        "href",
        inSpanish(route.path),
      );
    }
    await english.click();
    await expect(page).toHaveURL(route.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
  });
}

test("on /checkout the switch keeps the chosen plan and what was typed", async ({ page }) => {
  await buyFromPrice(page, "PREMIUM");
  await reachForPage(page);
  const form = checkoutForm(page);
  await fillFields(form, { "First name": "Ada", City: "Miami", Email: "ada@example.com" });
  // Typed values are kept as the visitor leaves a field.
  await form.getByRole("textbox", { name: "Email", exact: true }).blur();

  await (await languageSwitch(page, "Español", "Menu")).click();
  await expect(page).toHaveURL("/es/checkout");
  await reachForPage(page);
  const formulario = page.getByRole("region", { name: contentEs.checkout.formLabel });
  await expect(formulario).toContainText("PREMIUM");
  const { checkout } = formsEs.forms;
  await expect
    .poll(() => fieldValues(formulario, [checkout.firstName, checkout.city, checkout.email]))
    .toEqual({
      [checkout.firstName]: "Ada",
      [checkout.city]: "Miami",
      [checkout.email]: "ada@example.com",
    });
});

test("an unknown path under /es/ answers the Spanish 404 page", async ({ page }) => {
  const response = await gotoHydrated(page, "/es/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    spanish.content.page("not-found").hero.title,
  );
  await expect(
    page.getByRole("main").getByText(contentEs.notFound.title, { exact: true }),
  ).toBeVisible();
  // And an English one outside it.
  const english = await gotoHydrated(page, "/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a purchase in Spanish", { tag: DESKTOP_ONLY }, () => {
  let sandbox: RunningSandbox;
  test.beforeAll(async () => {
    sandbox = await startE2eSandbox();
  });
  test.afterAll(async () => {
    await sandbox.stop();
  });

  test("charges the trial through the sandbox, every text and dialog in Spanish", async ({
    page,
  }) => {
    await routeBackendToSandbox(page, sandbox);
    const earlier = (await sandbox.outbox()).length;
    await gotoHydrated(page, "/es/price");
    await page
      .getByRole("article", { name: "BASIC", exact: true })
      .getByRole("button", { name: contentEs.plans.buyButton })
      .click();
    await expect(page).toHaveURL("/es/checkout");
    const form = page.getByRole("region", { name: contentEs.checkout.formLabel });
    const { checkout } = formsEs.forms;
    // Leaving the e-mail empty says so in Spanish.
    await form.getByRole("textbox", { name: checkout.email, exact: true }).focus();
    await form.getByRole("textbox", { name: checkout.email, exact: true }).blur();
    await expect(form).toContainText(formsEs.messages.email.empty);

    await form.getByRole("checkbox", { name: new RegExp(checkout.termsLink) }).check();
    await fillFields(form, checkoutEntriesIn("es"));
    await solveCaptcha(form);
    await button(form, checkout.submit).click();
    const { title, button: ok } = formsEs.dialogs.checkoutSucceeded;
    const dialog = await expectDialog(page, { title, text: "", button: ok });
    await dialog.getByRole("button").click();
    await expect(page).toHaveURL("/es/");

    const payments = (await sandbox.outbox())
      .slice(earlier)
      .filter((entry) => entry.kind === "payment");
    expect(payments).toHaveLength(1);
    // Wire values stay as the backend expects them, whatever the language.
    expect((payments[0] as { order: Record<string, unknown> }).order).toMatchObject({
      amount: "3.29",
      sku: "BASIC",
    });
  });
});

test.describe("the built files", { tag: DESKTOP_ONLY }, () => {
  /** A built page's canonical URL and its hreflang links (hreflang → absolute URL). */
  function headOf(file: string) {
    const html = readFileSync(join(DIST, file), "utf8");
    const canonical = /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];
    const alternates = new Map(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
        (match) => [match[1] ?? "", match[2] ?? ""],
      ),
    );
    return { canonical, alternates };
  }
  /** The file a URL of the site is served from: ".../es/" → es/index.html, ".../es/price" → es/price.html. */
  const fileOf = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.endsWith("/") ? `${pathname.slice(1)}index.html` : `${pathname.slice(1)}.html`;
  };

  test("every page names itself and its other language, which names it back, and x-default", () => {
    const indexed = sitePages.filter((entry) => !entry.noindex && !entry.canonicalPath);
    for (const route of indexed) {
      for (const file of [route.file, fileOf(`https://site.test${inSpanish(route.path)}`)]) {
        const { canonical, alternates } = headOf(file);
        expect([...alternates.keys()], file).toEqual(["en-US", "es-US", "x-default"]);
        expect(alternates.get("x-default"), file).toBe(alternates.get("en-US"));
        expect([...alternates.values()], file).toContain(canonical);
        for (const [hreflang, url] of alternates) {
          const other = headOf(fileOf(url));
          expect(other.canonical, `${file}'s ${hreflang}`).toBe(url);
          expect(other.alternates, `${url} names ${file} back`).toEqual(alternates);
        }
      }
    }
    // The 404 page has no address of its own to name.
    expect(headOf("es/404.html").alternates.size).toBe(0);
  });

  test("the sitemap lists each page in both languages with its alternates", () => {
    const sitemap = readFileSync(join(DIST, "sitemap.xml"), "utf8");
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)];
    expect(entries.length).toBeGreaterThan(0);
    for (const [, loc, links] of entries) {
      const alternates = [
        ...(links ?? "").matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map((match) => [match[1], match[2]]);
      expect(
        alternates.map(([hreflang]) => hreflang),
        loc,
      ).toEqual(["en-US", "es-US", "x-default"]);
      expect(
        alternates.map(([, href]) => href),
        loc,
      ).toContain(loc);
    }
  });
});
