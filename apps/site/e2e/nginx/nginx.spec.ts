// The production build served by real nginx with the generated configuration: every header on pages, assets and
// the 404 answer, the hosting rule as the preview server applies it, and every route in Chromium without a CSP violation.
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import {
  cspHashOf,
  type HostingPolicy,
  hostingFiles,
  hostingPolicy,
  readDeployment,
  responseHeaders,
} from "@membership/site-kit/hosting";
import { type RunningNginx, startNginx } from "../../../../tooling/nginx.ts";
import { E2E_BUILD_ENV, E2E_ORIGIN, E2E_PORT } from "../e2eEnv.ts";
import { expect, gotoHydrated, PREMIUM_PLAN, seedStoredPlan, test } from "../fixtures.ts";
import { captchaButton } from "../journeys/fakeRecaptcha.ts";
import { ROUTES } from "../routeTexts.ts";

const SITE_DIR = resolve(import.meta.dirname, "..", "..");
const DIST_DIR = join(SITE_DIR, "dist");
const NGINX_PORT = Number(process.env.SITE_E2E_NGINX_PORT ?? E2E_PORT + 1);
/** What the e2e build's configuration asks for, computed here rather than read from the generated files. */
let EXPECTED_POLICY: HostingPolicy;

let nginx: RunningNginx;

// One nginx on one port: the file's tests share a worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  // The inline scripts the build wrote, as the browser reads them: each payment page's import map, its plan's form
  // script and its loader; the others' loader.
  const inline = async (file: string, pattern: RegExp) =>
    cspHashOf(
      pattern.exec(await readFile(join(DIST_DIR, file), "utf8"))?.[1] ?? `nothing in ${file}`,
    );
  const importMap = /<script type="importmap">(.*?)<\/script>/;
  EXPECTED_POLICY = hostingPolicy(readDeployment(E2E_BUILD_ENV), {
    paymentPaths: ["/checkout"],
    paymentScriptHashes: [
      await inline("checkout.html", importMap),
      await inline("es/checkout.html", importMap),
      await inline("checkout.html", /<script>([\s\S]*?)<\/script>/),
      await inline("checkout.html", /<script data-entry[^>]*>([\s\S]*?)<\/script>/),
    ],
    loaderScriptHash: await inline("index.html", /<script data-entry[^>]*>([\s\S]*?)<\/script>/),
  });
  const deploy = hostingFiles(DIST_DIR);
  nginx = await startNginx(DIST_DIR, [deploy.nginxSiteConf, deploy.nginxBrotliConf], NGINX_PORT);
});

test.afterAll(async () => {
  await nginx?.stop();
});

/** URL paths of every file Vite wrote into dist/assets. */
/** Every file under assets/, the illustrations' assets/art/ included. */
async function assetPaths(): Promise<string[]> {
  const entries = await readdir(join(DIST_DIR, "assets"), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${relative(DIST_DIR, join(entry.parentPath, entry.name)).split(sep).join("/")}`,
    );
}

function expectHeaders(response: Response, expected: Record<string, string>) {
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers.get(name), `${name} of ${response.url}`).toBe(value);
  }
}

test.describe("nginx headers", () => {
  test("pages carry every security header and are revalidated", async () => {
    for (const { path, status } of ROUTES) {
      const response = await fetch(nginx.origin + path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expectHeaders(response, responseHeaders(EXPECTED_POLICY, path, status));
      // The payment page is never kept: no back/forward cache holds its typed card fields.
      expect(response.headers.get("cache-control")).toBe(
        path === "/checkout" ? "no-store" : "no-cache",
      );
    }
  });

  test("hashed assets carry the security headers and are cacheable for a year", async () => {
    const paths = await assetPaths();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const response = await fetch(nginx.origin + path);
      expect(response.status, path).toBe(200);
      expectHeaders(response, {
        ...EXPECTED_POLICY.securityHeaders,
        "Cache-Control": "public, max-age=31536000, immutable",
      });
    }
  });

  test("the 404 answer is 404.html with every header, also under /assets/", async () => {
    const notFoundHtml = await readFile(join(DIST_DIR, "404.html"), "utf8");
    for (const path of ["/no-such-page", "/assets/missing-123.js", "/about-us/deeper"]) {
      const response = await fetch(nginx.origin + path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(notFoundHtml);
      expectHeaders(response, { ...EXPECTED_POLICY.securityHeaders, "Cache-Control": "no-cache" });
    }
  });

  test("text goes out as the build's own Brotli to a browser that takes it, and gzip to one that does not", async () => {
    const script = (await assetPaths()).find((file) => file.endsWith(".js")) ?? "no script";
    for (const origin of [nginx.origin, E2E_ORIGIN]) {
      for (const [accepted, encoding] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip, deflate", "gzip"],
      ] as const) {
        const sentFiles: [path: string, file: string][] = [
          ["/checkout", "checkout.html"],
          [script, script.slice(1)],
        ];
        for (const [path, file] of sentFiles) {
          const response = await fetch(origin + path, { headers: { "Accept-Encoding": accepted } });
          const sent = `${origin}${path} (${accepted})`;
          expect(response.headers.get("Content-Encoding"), sent).toBe(encoding);
          expect(await response.text(), sent).toBe(await readFile(join(DIST_DIR, file), "utf8"));
          // Brotli: the .br file the build wrote at its highest quality, byte for byte.
          if (encoding === "br") {
            const { size } = await stat(join(DIST_DIR, `${file}.br`));
            expect(response.headers.get("Content-Length"), sent).toBe(String(size));
          }
        }
      }
    }
  });

  test("the hosting rule and headers match the preview server's", async () => {
    const paths = [
      "/",
      "/index.html",
      "/about-us",
      "/about-us/",
      "/about-us.html",
      "/checkout?plan=1",
      "/favicon.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/site.webmanifest",
      "/404.html",
      "/nope",
      "/assets/",
      ...(await assetPaths()).slice(0, 2),
    ];
    for (const path of paths) {
      const [fromNginx, fromPreview] = await Promise.all([
        fetch(nginx.origin + path),
        fetch(E2E_ORIGIN + path),
      ]);
      expect(fromNginx.status, path).toBe(fromPreview.status);
      expect(await fromNginx.text(), path).toBe(await fromPreview.text());
      if (path.endsWith(".webmanifest")) {
        expect(fromNginx.headers.get("Content-Type")).toBe("application/manifest+json");
      }
      for (const name of [
        ...Object.keys(EXPECTED_POLICY.paymentPageHeaders),
        "Cache-Control",
        "Content-Encoding",
      ]) {
        expect(fromNginx.headers.get(name), `${name} of ${path}`).toBe(
          fromPreview.headers.get(name),
        );
      }
    }
  });
});

test.describe("nginx in Chromium", () => {
  test("every route runs without a Content-Security-Policy violation", async ({ page }) => {
    test.setTimeout(120_000);
    await seedStoredPlan(page, JSON.stringify(PREMIUM_PLAN));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
      });
    });
    const violationsInConsole: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violationsInConsole.push(message.text());
    });
    for (const { path, page: sitePage } of ROUTES) {
      await gotoHydrated(page, nginx.origin + path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.heading);
      if (["/contact", "/cancel-service", "/checkout"].includes(path)) {
        // reCAPTCHA loads once its form is near the viewport.
        await page.locator("main form").first().scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(captchaButton(page.locator("main"))).toBeVisible();
      }
      // The third-party scripts ran under the policy: the chat widget on every page but the payment page.
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
    expect(violationsInConsole).toEqual([]);
  });
});
