// The checks every engine that serves the build passes: each answer's status, redirect and every header as the
// hosting policy says (computed here from the e2e build's configuration, not read from a generated file), the payment
// page as its record says in both languages, every route without a CSP violation, and a purchase in each language.
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import {
  answerFor,
  cspHashOf,
  type HostingPolicy,
  hostingFiles,
  hostingPolicy,
  type PaymentPageRecord,
  readDeployment,
  responseHeaders,
} from "@membership/site-kit/hosting";
import { captchaButton } from "@membership/test-fixtures/fake-recaptcha";
import { E2E_BUILD_ENV } from "../e2eEnv.ts";
import { expect, gotoHydrated, PREMIUM_PLAN, seedStoredPlan, test } from "../fixtures.ts";
import { buyTrial, LANGUAGES, type Language, purchaseTrial } from "../journeys/purchase.ts";
import {
  type RunningSandbox,
  routeBackendToSandbox,
  startE2eSandbox,
} from "../journeys/sandbox.ts";
import { ROUTES } from "../routeTexts.ts";

export const DIST_DIR = join(import.meta.dirname, "..", "..", "dist");

export interface RunningEngine {
  origin: string;
  stop(): Promise<void>;
}

/** Every file of the build a host serves (no `.br` twin, no host's own file), relative, with forward slashes. */
async function servedFiles(): Promise<Set<string>> {
  const entries = await readdir(DIST_DIR, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(DIST_DIR, join(entry.parentPath, entry.name)).split(sep).join("/"))
      .filter((file) => !file.endsWith(".br") && !file.startsWith("_")),
  );
}

/** What the e2e build's configuration asks for, from the inline scripts the build wrote, as the browser reads them. */
async function expectedPolicy(): Promise<HostingPolicy> {
  const inline = async (file: string, pattern: RegExp) =>
    cspHashOf(
      pattern.exec(await readFile(join(DIST_DIR, file), "utf8"))?.[1] ?? `nothing in ${file}`,
    );
  const importMap = /<script type="importmap">(.*?)<\/script>/;
  const loader = /<script data-entry[^>]*>([\s\S]*?)<\/script>/;
  return hostingPolicy(readDeployment(E2E_BUILD_ENV), {
    paymentPaths: ["/checkout", "/es/checkout"],
    paymentScriptHashes: [
      await inline("checkout.html", importMap),
      await inline("es/checkout.html", importMap),
      await inline("checkout.html", /<script>([\s\S]*?)<\/script>/),
      await inline("checkout.html", loader),
    ],
    loaderScriptHash: await inline("index.html", loader),
    languagePrefixes: ["/es"],
  });
}

/** Every route in both languages, and the paths around them a visitor or a bot may ask for. */
function pathsToCheck(files: ReadonlySet<string>): string[] {
  const pages = ROUTES.map(({ path }) => path);
  const spanish = pages.map((path) => (path === "/" ? "/es/" : `/es${path}`));
  const asset = [...files].find((file) => file.startsWith("assets/") && file.endsWith(".js"));
  return [
    ...new Set([
      ...pages,
      ...spanish,
      "/checkout/",
      "/checkout/x",
      "/checkout.html",
      "/checkout?plan=1",
      "/es/checkout/",
      "/es/checkout/x",
      "/es/checkout.html",
      "/index.html",
      "/about-us/",
      "/about-us.html",
      "/about-us/?utm_source=mail",
      "/es",
      "/es/index.html",
      "/es/price/",
      "/assets/",
      `/${asset}`,
      "/assets/missing-123.js",
      "/favicon.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/site.webmanifest",
    ]),
  ];
}

/** The headers an answer is compared on: every one the policy sends anywhere, and a host's default it must not send. */
function comparedHeaders(policy: HostingPolicy): string[] {
  return [
    ...new Set([
      ...Object.keys(policy.securityHeaders),
      ...Object.keys(policy.paymentPageHeaders),
      "Cache-Control",
      "Access-Control-Allow-Origin",
    ]),
  ];
}

const SITE_CHECK = join(
  dirname(createRequire(import.meta.url).resolve("@membership/site-check/package.json")),
  "dist",
  "cli.js",
);

/** `membership-site-check <args>` run from the site's folder with the e2e build's deployment values, as an operator runs it. */
export function siteCheck(args: readonly string[]) {
  return promisify(execFile)(process.execPath, [SITE_CHECK, ...args], {
    cwd: join(DIST_DIR, ".."),
    env: { ...process.env, ...E2E_BUILD_ENV },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

/**
 * The checks of one engine, in one worker: it is started once for them. `browserWalks: false` leaves out the walks in
 * the browser (every route, a purchase in each language), for the engine every other e2e test walks already.
 */
export function describeHost(
  name: string,
  start: () => Promise<RunningEngine>,
  { smokeWalk = false, browserWalks = true }: { smokeWalk?: boolean; browserWalks?: boolean } = {},
) {
  test.describe(`${name} serving the build`, () => {
    test.describe.configure({ mode: "default" });
    let engine: RunningEngine;
    let sandbox: RunningSandbox;
    let policy: HostingPolicy;
    let files: Set<string>;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      [engine, sandbox, policy, files] = await Promise.all([
        start(),
        startE2eSandbox(),
        expectedPolicy(),
        servedFiles(),
      ]);
    });
    test.afterAll(async () => {
      await Promise.all([engine?.stop(), sandbox?.stop()]);
    });

    test("answers every route, its other names and paths that are not routes with the policy's status, redirect and headers, byte for byte", async () => {
      for (const path of pathsToCheck(files)) {
        const { pathname, search } = new URL(path, "http://site");
        const expected = await answerFor(pathname, (file) => files.has(file));
        const response = await fetch(engine.origin + path, { redirect: "manual" });
        expect(response.status, path).toBe(expected.status);
        expect(response.headers.get("Location"), path).toBe(
          expected.status === 308 ? `${expected.location}${search}` : null,
        );
        const headers = responseHeaders(policy, pathname, expected.status);
        for (const header of comparedHeaders(policy)) {
          expect(response.headers.get(header), `${header} of ${path}`).toBe(
            headers[header] ?? null,
          );
        }
        if (expected.status !== 308) {
          const file = expected.file ?? "no file";
          expect(await response.text(), path).toBe(await readFile(join(DIST_DIR, file), "utf8"));
        }
      }
    });

    test("answers the payment page as its record says, in both languages, with a trailing slash too", async () => {
      const record: PaymentPageRecord = JSON.parse(
        await readFile(hostingFiles(DIST_DIR).paymentPageJson, "utf8"),
      );
      for (const path of ["/checkout", "/checkout/", "/es/checkout", "/es/checkout/"]) {
        const response = await fetch(engine.origin + path);
        expect(response.status, path).toBe(200);
        for (const [header, value] of Object.entries(record.headers)) {
          expect(response.headers.get(header), `${header} of ${path}`).toBe(value);
        }
      }
    });

    test("passes the payment-page check an operator runs after a deploy", async () => {
      const { code, stdout } = await siteCheck(["payment-page", engine.origin]);
      expect(stdout).toContain("Result: OK");
      expect(code).toBe(0);
    });

    if (smokeWalk) {
      test("passes the smoke walk an operator runs after a deploy, in both languages up to the card field", async () => {
        test.setTimeout(240_000);
        const { code, stdout } = await siteCheck(["smoke", engine.origin]);
        expect(stdout.split("\n").filter((line) => line.startsWith("FAIL"))).toEqual([]);
        expect(stdout).toContain("Smoke test passed.");
        expect(code).toBe(0);
      });
    }

    if (!browserWalks) return;

    test("runs every route without a Content-Security-Policy violation, the chat everywhere but the payment page", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await seedStoredPlan(page, JSON.stringify(PREMIUM_PLAN));
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) => {
          seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      for (const { path, page: sitePage } of ROUTES) {
        await gotoHydrated(page, engine.origin + path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.heading);
        if (["/contact", "/cancel-service", "/checkout"].includes(path)) {
          // reCAPTCHA loads once its form is near the viewport.
          await page.locator("main form").first().scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await expect(captchaButton(page.locator("main"))).toBeVisible();
        }
        await expect
          .poll(
            () =>
              page.evaluate(
                () => (window as unknown as { __chatWidgetLoads?: number }).__chatWidgetLoads ?? 0,
              ),
            { message: `chat on ${path}` },
          )
          .toBe(path === "/checkout" ? 0 : 1);
        const violations = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        );
        expect(violations, `CSP violations on ${path}`).toEqual([]);
      }
    });

    for (const language of Object.keys(LANGUAGES) as Language[]) {
      test(`sells the trial in ${language}: Buy, the card field, Purchase against the sandbox`, async ({
        page,
      }) => {
        await routeBackendToSandbox(page, sandbox);
        const earlier = (await sandbox.outbox()).length;
        const form = await buyTrial(page, engine.origin, language);
        await purchaseTrial(page, form, engine.origin, language);
        const payments = (await sandbox.outbox())
          .slice(earlier)
          .filter((entry) => entry.kind === "payment");
        expect(payments).toHaveLength(1);
        expect((payments[0] as { order: Record<string, unknown> }).order).toMatchObject({
          amount: "3.29",
          sku: "BASIC",
        });
      });
    }
  });
}
