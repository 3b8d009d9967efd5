// `membership-site-check smoke`: builds the site against a fresh sandbox backend, serves the build with its headers and
// walks it in Chromium as a visitor: every route answers with the brand's name and colour, Buy leads to the checkout, a
// purchase reaches the sandbox with the configured trial price, and no page has an axe violation or a CSP report.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FormsCatalogue } from "@membership/forms/react";
import {
  DEFAULT_LOCALE,
  loadSiteConfig,
  readCatalogues,
  SANDBOX_DEFAULTS,
} from "@membership/site-kit/config";
import { createStaticServer, hostingFiles } from "@membership/site-kit/hosting";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium.js";
import { parentFacts, readParentBrand } from "./parentBrand.js";
import { checkRoute, recordCspReports } from "./route.js";
import { pageTexts, untranslatedFinder } from "./untranslated.js";

export interface SmokeOptions {
  siteDir: string;
  /** Texts no page may show (another brand's name or prices). */
  forbidden: readonly string[];
  /** Texts every page, the 404 included, must show (a notice the brand adds to its layout). */
  expected: readonly string[];
}

type Sandbox = typeof import("@membership/sandbox");

/** The site's own @membership/sandbox (a devDependency of every generated site). */
async function sandboxOf(siteDir: string): Promise<Sandbox> {
  const require = createRequire(join(siteDir, "package.json"));
  return import(pathToFileURL(require.resolve("@membership/sandbox")).href);
}

/** The version of the @membership/site-kit the site installed: the kit whose pages the walk checks. */
function siteKitVersion(siteDir: string): string {
  const manifest = createRequire(join(siteDir, "package.json")).resolve(
    "@membership/site-kit/package.json",
  );
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

function listening(server: import("node:http").Server): Promise<string> {
  return new Promise((done) => {
    server.listen(0, "127.0.0.1", () => {
      done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** `vite build` of the site into `outDir`, talking to the sandbox at `apiHost` with the sandbox's secrets. */
function buildSite(siteDir: string, outDir: string, apiHost: string): Promise<void> {
  const manifest = createRequire(join(siteDir, "package.json")).resolve("vite/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: { vite: string } };
  const vite = join(dirname(manifest), bin.vite);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
  );
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      {
        cwd: siteDir,
        env: {
          ...inherited,
          ...SANDBOX_DEFAULTS,
          VITE_API_HOST: apiHost,
          SITE_ALLOW_SANDBOX_BUILD: "1",
        },
        stdio: "inherit",
      },
    );
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`vite build exited ${code}`)),
    );
  });
}

/** The checkout as a visitor fills it, by the fields' names (the same in every language). */
function checkoutEntries(now = new Date()): Record<string, string> {
  const year = String((now.getFullYear() + 2) % 100).padStart(2, "0");
  return {
    cardNumber: "4111111111111111",
    fcvv: "1234",
    expDate: `12-${year}`,
    firstName: "Ada",
    lastName: "Lovelace",
    address: "1 Main Street",
    addressApt: "Apt 2",
    city: "Miami",
    zipCode: "33101",
    email: "ada@example.com",
    phoneNumber: "3055550100",
  };
}

export async function smoke({ siteDir, forbidden, expected }: SmokeOptions): Promise<string[]> {
  console.info(`site-kit ${siteKitVersion(siteDir)}`);
  const problems: string[] = [];
  const report = (ok: boolean, line: string) => {
    console.info(`${ok ? "ok   " : "FAIL "} ${line}`);
    if (!ok) problems.push(line);
  };
  const { createSandboxServer, DEFAULT_ENCRYPTION_KEY, DEFAULT_RELAY_TOKEN } =
    await sandboxOf(siteDir);
  const work = await mkdtemp(join(tmpdir(), "membership-smoke-"));
  const outboxFile = join(work, "outbox.jsonl");
  const sandbox = createSandboxServer({
    relayToken: DEFAULT_RELAY_TOKEN,
    encryptionKey: DEFAULT_ENCRYPTION_KEY,
    outboxFile,
  });
  const apiHost = await listening(sandbox);
  const outDir = join(work, "dist");
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await buildSite(siteDir, outDir, apiHost);
    const policy = JSON.parse(await readFile(hostingFiles(outDir).policyJson, "utf8"));
    const server = createStaticServer(outDir, policy);
    const origin = await listening(server);
    const { config, content, theme, table, locale, htmlLang, catalogues } = await loadSiteConfig(
      siteDir,
      { ...SANDBOX_DEFAULTS, VITE_API_HOST: apiHost },
    );
    // A site in another language shows none of the English catalogues' texts (the brand's own name aside).
    const findEnglish =
      locale === DEFAULT_LOCALE
        ? () => []
        : untranslatedFinder(
            Object.values(readCatalogues(DEFAULT_LOCALE)),
            Object.values(catalogues),
          );
    const english = (text: string) => findEnglish(text.replaceAll(config.brandName, ""));
    // Another company's name or people on this brand's pages would be a false statement.
    const notOurs = [
      ...forbidden,
      ...parentFacts(readParentBrand(), { name: config.brandName, team: config.team ?? [] }),
    ];
    const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core"), "utf8");

    const page = await browser.newPage();
    await recordCspReports(page);
    const prices = config.plans.map(
      (plan) => content.plans.byType(plan.type)?.subscriptionPrice ?? plan.price,
    );
    const paths = [
      ...table.pages.flatMap((entry) => [entry.path, ...entry.aliases]),
      "/no-such-page",
    ];
    // The prerendered pages as they arrive, before any script runs.
    const prerendered = await browser.newPage({ javaScriptEnabled: false });
    for (const path of paths) {
      await prerendered.goto(new URL(path, origin).href);
      const shownLang = await prerendered.getAttribute("html", "lang");
      const left = english(await prerendered.evaluate(pageTexts));
      report(
        shownLang === htmlLang && left.length === 0,
        `${path} as prerendered: lang="${shownLang}" (want "${htmlLang}")` +
          `${left.length ? `, English: ${left.join(" | ")}` : ""}`,
      );
    }
    await prerendered.close();

    for (const path of paths) {
      const { ok, line } = await checkRoute(page, origin, path, {
        status: path === "/no-such-page" ? 404 : 200,
        shown: [
          config.brandName,
          ...expected,
          ...(["home", "price"].includes(table.forPath(path).id) ? prices : []),
        ],
        notOurs,
        primary: theme.colors.brand.primary,
        untranslated: english,
        axeSource,
      });
      report(ok, line);
    }

    await purchase(page, origin, table.pathOf("price"), catalogues.forms as FormsCatalogue, report);
    const payments = (await readFile(outboxFile, "utf8").catch(() => ""))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.kind === "payment");
    const first = config.plans[0];
    const payment = payments.at(-1);
    report(
      payment?.result?.ResponseCode === 200 &&
        payment.order?.amount === config.trial.price &&
        payment.order?.sku === first?.type,
      `the sandbox approved ${payment?.order?.amount} for ${payment?.order?.sku} (want ${config.trial.price} for ${first?.type})`,
    );
    await new Promise((done) => server.close(done));
  } finally {
    await browser.close();
    await new Promise((done) => sandbox.close(done));
    await rm(work, { recursive: true, force: true });
  }
  return problems;
}

async function purchase(
  page: Page,
  origin: string,
  pricePath: string,
  forms: FormsCatalogue,
  report: (ok: boolean, line: string) => void,
): Promise<void> {
  await page.goto(new URL(pricePath, origin).href);
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("main article button").first().click();
  await page.waitForURL(/\/checkout$/);
  const form = page.locator("main form").first();
  await form.waitFor();
  report(true, "Buy opened the checkout with the plan");
  // Leaving the e-mail empty, as a visitor tabbing through does, shows the locale's message.
  const email = form.locator('input[name="email"]');
  await email.focus();
  await email.blur();
  const emailMessage = await page
    .getByText(forms.messages.email.empty, { exact: true })
    .waitFor({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  report(emailMessage, `an empty e-mail says "${forms.messages.email.empty}"`);
  for (const [name, value] of Object.entries(checkoutEntries())) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.locator('select[name="state"]').selectOption({ index: 10 });
  await form.locator('input[name="terms"]').check();
  await form.locator('input[name="sandboxCaptcha"]').check();
  await form.locator('button[type="submit"]').click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor({ timeout: 30_000 });
  const title = (await dialog.getByRole("heading").first().textContent())?.trim();
  const success = forms.dialogs.checkoutSucceeded.title;
  report(title === success, `the purchase ended in the dialog "${title}" (want "${success}")`);
}
