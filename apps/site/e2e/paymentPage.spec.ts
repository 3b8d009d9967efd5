// PCI DSS 4.0 req. 6.4.3 and 11.6.1 on /checkout: every script is in the inventory and every security header is as
// the build's policy says; an injected script or a changed header is reported, in the suite and by the operator's CLI.
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { checkPaymentPage } from "@membership/site-check";
import { createStaticServer, hostingPolicy, readDeployment } from "@membership/site-kit/hosting";
import type { Page } from "@playwright/test";
import { E2E_BUILD_ENV, E2E_ORIGIN } from "./e2eEnv.ts";
import { expect, test } from "./fixtures.ts";
import { captchaButton } from "./journeys/fakeRecaptcha.ts";

const SITE_DIR = resolve(import.meta.dirname, "..");
const ENV = readDeployment(E2E_BUILD_ENV);
const SKIMMER = "window.__skimmed = true;";

/** The page has loaded everything it loads by itself: the chat widget after idle, the captcha on mount. */
async function settled(page: Page): Promise<void> {
  await expect(captchaButton(page.locator("main"))).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (window as { __chatWidgetLoads?: number }).__chatWidgetLoads ?? 0),
    )
    .toBe(1);
}

test("every script on /checkout is in the inventory and every header is as expected", async ({
  page,
}) => {
  const report = await checkPaymentPage(page, { origin: E2E_ORIGIN, env: ENV, settle: settled });
  expect(report.drift).toEqual([]);
  expect(new Set(report.scripts.map((script) => script.inventoryId))).toEqual(
    new Set(["site-bundle", "recaptcha-api", "chat-widget"]),
  );
  expect(report.headers.map((header) => header.name)).toEqual([
    "Content-Security-Policy",
    "Strict-Transport-Security",
    "X-Content-Type-Options",
    "Referrer-Policy",
    "Permissions-Policy",
    "Cache-Control",
  ]);
});

test("a script the inventory does not list is drift", async ({ page }) => {
  await page.route(`${E2E_ORIGIN}/checkout`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</head>",
      '<script src="/skim.js"></script></head>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.route(`${E2E_ORIGIN}/skim.js`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: SKIMMER }),
  );
  const report = await checkPaymentPage(page, { origin: E2E_ORIGIN, env: ENV, settle: settled });
  expect(report.drift).toEqual([`script not in the inventory: ${E2E_ORIGIN}/skim.js`]);
});

test("a changed or missing security header is drift", async ({ page }) => {
  await page.route(`${E2E_ORIGIN}/checkout`, async (route) => {
    const response = await route.fetch();
    const headers: Record<string, string> = {
      ...response.headers(),
      "referrer-policy": "unsafe-url",
    };
    delete headers["permissions-policy"];
    await route.fulfill({ response, headers });
  });
  const report = await checkPaymentPage(page, { origin: E2E_ORIGIN, env: ENV, settle: settled });
  expect(report.drift).toEqual([
    'header Referrer-Policy: expected "strict-origin-when-cross-origin", got "unsafe-url"',
    `header Permissions-Policy: expected "${hostingPolicy(ENV).securityHeaders["Permissions-Policy"]}", got none`,
  ]);
});

/** Runs `membership-site-check payment-page ORIGIN` (site-check's CLI) with the e2e build's configuration. */
function runCli(origin: string): Promise<{ code: number | null; output: string }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
  );
  return new Promise((done) => {
    const child = spawn(
      join(SITE_DIR, "node_modules", ".bin", "membership-site-check"),
      ["payment-page", origin, "--settle-ms", "500"],
      { cwd: SITE_DIR, env: { ...env, ...E2E_BUILD_ENV } },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => done({ code, output }));
  });
}

test.describe("the operator's CLI", () => {
  // One browser of its own per run: once is enough, not per viewport.
  test.skip(({ isMobile }) => isMobile, "runs once, in the desktop project");

  test("passes against the preview server of this build", async () => {
    test.setTimeout(60_000);
    const { code, output } = await runCli(E2E_ORIGIN);
    expect(output).toContain("Result: OK");
    expect(output).toMatch(
      /ok {5}http:\/\/127\.0\.0\.1:\d+\/assets\/entry-[\w-]+\.js \(site-bundle\)/,
    );
    expect(code, output).toBe(0);
  });

  test("exits 1 and names each drift of a tampered server", async () => {
    test.setTimeout(60_000);
    // A copy of the build with a skimmer added to the checkout, served without the Permissions-Policy header.
    const dir = await mkdtemp(join(tmpdir(), "site-tampered-"));
    await cp(join(SITE_DIR, "dist"), dir, { recursive: true });
    const checkout = await readFile(join(dir, "checkout.html"), "utf8");
    await writeFile(
      join(dir, "checkout.html"),
      checkout.replace("</head>", '<script src="/skim.js"></script></head>'),
    );
    await writeFile(join(dir, "skim.js"), SKIMMER);
    const { "Permissions-Policy": _dropped, ...weakened } = hostingPolicy(ENV).securityHeaders;
    const server = createStaticServer(dir, { ...hostingPolicy(ENV), securityHeaders: weakened });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { code, output } = await runCli(origin);
      expect(output).toContain(
        `DRIFT  ${origin}/skim.js (not in docs/security/script-inventory.md)`,
      );
      expect(output).toContain("DRIFT  Permissions-Policy: expected");
      expect(output).toContain("Result: DRIFT, 2 difference(s)");
      expect(code, output).toBe(1);
    } finally {
      await new Promise((closed) => server.close(closed));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
