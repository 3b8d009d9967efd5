// PCI DSS 4.0 req. 6.4.3 and 11.6.1 on /checkout: the page is what its build recorded in deploy/payment-page.json (every
// script's content hash, the import map's CSP hash, the captcha's address and every header); a file changed under its
// old name, an injected script or a dropped header is reported, in the suite and by the operator's CLI.
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  checkPaymentPage,
  formatReport,
  type PaymentPageReport,
  readPaymentPageRecord,
} from "@membership/site-check";
import {
  createStaticServer,
  cspHashOf,
  type HostingPolicy,
  hostingFiles,
  type PaymentPageRecord,
  sriOf,
} from "@membership/site-kit/hosting";
import { captchaButton, routeFakeRecaptcha } from "@membership/test-fixtures/fake-recaptcha";
import type { Browser, Page } from "@playwright/test";
import { E2E_ORIGIN } from "./e2eEnv.ts";
import { expect, test } from "./fixtures.ts";

const SITE_DIR = resolve(import.meta.dirname, "..");
/** The record this build wrote beside dist/. */
const RECORD_FILE = hostingFiles(join(SITE_DIR, "dist")).paymentPageJson;
const SKIMMER = "window.__skimmed = true;";

/** The page has loaded everything it loads by itself: the captcha, once the form is near the viewport. */
async function settled(page: Page): Promise<void> {
  await expect(captchaButton(page.locator("main"))).toBeVisible();
}

test("/checkout is what its build recorded: every script's hash and every header", async ({
  page,
}) => {
  const record = await readPaymentPageRecord(RECORD_FILE);
  const report = await checkPaymentPage(page, { origin: E2E_ORIGIN, record, settle: settled });
  expect(report.drift, formatReport(report)).toEqual([]);
  const scripts = report.scripts.map((script) => script.script);
  expect(scripts).toContainEqual(expect.stringMatching(/\/assets\/entry-[\w-]+\.js$/));
  expect(scripts).toContainEqual(expect.stringMatching(/^https:\/\/www\.google\.com\/recaptcha\//));
  expect(scripts).toContain(`inline ${record.inlineScriptHashes[0]}`);
  // Every first-party script was read from the server and hashed.
  for (const script of report.scripts.filter((seen) => seen.script.startsWith(E2E_ORIGIN))) {
    expect(script.hash, script.script).toMatch(/^sha384-/);
  }
  expect(report.headers.map((header) => header.name)).toEqual(Object.keys(record.headers));
});

/** A copy of this build (dist/ and deploy/), tampered with, served with the headers of its (maybe weakened) policy. */
interface TamperedSite {
  origin: string;
  /** The copy's record: the build's, untouched. */
  recordFile: string;
  record: PaymentPageRecord;
  /** URL path of the entry script, e.g. "/assets/entry-AbC.js". */
  entryPath: string;
  /** The entry's SRI value as the copy now serves it. */
  entryHash: string;
}

async function withTamperedCopy(
  change: {
    /** Changes the copy's files in its dist/ folder; gets the entry's URL path. */
    files?: (dist: string, entryPath: string) => Promise<void>;
    policy?: (policy: HostingPolicy) => HostingPolicy;
  },
  run: (site: TamperedSite) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "site-tampered-"));
  const dist = join(dir, "dist");
  const deploy = hostingFiles(dist);
  await cp(join(SITE_DIR, "dist"), dist, { recursive: true });
  await cp(hostingFiles(join(SITE_DIR, "dist")).dir, deploy.dir, { recursive: true });
  const checkout = await readFile(join(dist, "checkout.html"), "utf8");
  const entryPath = /<script data-entry="(\/assets\/entry-[^"]+\.js)"/.exec(checkout)?.[1];
  if (!entryPath) throw new Error("checkout.html names no entry script");
  await change.files?.(dist, entryPath);
  const policy: HostingPolicy = JSON.parse(await readFile(deploy.policyJson, "utf8"));
  const server = createStaticServer(dist, change.policy ? change.policy(policy) : policy);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  try {
    await run({
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      recordFile: deploy.paymentPageJson,
      record: await readPaymentPageRecord(deploy.paymentPageJson),
      entryPath,
      entryHash: sriOf(await readFile(join(dist, entryPath))),
    });
  } finally {
    await new Promise((closed) => server.close(closed));
    await rm(dir, { recursive: true, force: true });
  }
}

/** Appends a skimmer to the entry script, under its old name. */
async function tamperEntry(dist: string, entryPath: string): Promise<void> {
  const file = join(dist, entryPath);
  await writeFile(file, `${await readFile(file, "utf8")}\n${SKIMMER}\n`);
}

/** A policy whose payment page lacks the Permissions-Policy header. */
function withoutPermissionsPolicy(policy: HostingPolicy): HostingPolicy {
  const { "Permissions-Policy": _dropped, ...weakened } = policy.paymentPageHeaders;
  return { ...policy, paymentPageHeaders: weakened };
}

/**
 * The check in a page of its own: a tampered build makes the browser log the files it refuses and the scripts the CSP
 * blocks, which the fixture's console guard would count as failures; the check reports them instead. The app may not
 * start (a refused entry), so the page is settled when the network is quiet, not when the captcha shows.
 */
async function checkTampered(browser: Browser, site: TamperedSite): Promise<PaymentPageReport> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await routeFakeRecaptcha(page);
    return await checkPaymentPage(page, {
      origin: site.origin,
      record: site.record,
      settle: (loaded) => loaded.waitForLoadState("networkidle"),
    });
  } finally {
    await context.close();
  }
}

test.describe("a tampered copy of the build", () => {
  // Each test serves a copy of its own: once is enough, not per viewport.
  test.setTimeout(60_000);

  test("a script changed under its old name is drift naming the file", async ({ browser }) => {
    await withTamperedCopy({ files: tamperEntry }, async (site) => {
      const recorded = site.record.scripts.find((script) => script.path === site.entryPath);
      const report = await checkTampered(browser, site);
      expect(report.drift, formatReport(report)).toEqual([
        `changed script ${site.entryPath} under its old name: the record has ${recorded?.integrity}, the server sends ${site.entryHash}`,
      ]);
    });
  });

  test("an inline script added to checkout.html is drift", async ({ browser }) => {
    const addInline = async (dist: string) => {
      const file = join(dist, "checkout.html");
      const html = await readFile(file, "utf8");
      await writeFile(file, html.replace("</head>", `<script>${SKIMMER}</script></head>`));
    };
    await withTamperedCopy({ files: addInline }, async (site) => {
      const report = await checkTampered(browser, site);
      const inline = `inline script ${cspHashOf(SKIMMER)} not in the record: "${SKIMMER}"`;
      // The CSP blocks it too: that violation is reported beside it.
      expect(report.drift, formatReport(report)).toContain(inline);
      expect(report.drift.filter((line) => !line.startsWith("CSP violation:"))).toEqual([inline]);
    });
  });

  test("a header dropped from the payment page's headers is drift", async ({ browser }) => {
    await withTamperedCopy({ policy: withoutPermissionsPolicy }, async (site) => {
      const report = await checkTampered(browser, site);
      expect(report.drift, formatReport(report)).toEqual([
        `missing header Permissions-Policy (weakened): expected "${site.record.headers["Permissions-Policy"]}"`,
      ]);
    });
  });
});

/** Runs `membership-site-check payment-page ORIGIN ...` (site-check's CLI) in the site's folder. */
function runCli(
  origin: string,
  options: readonly string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      join(SITE_DIR, "node_modules", ".bin", "membership-site-check"),
      ["payment-page", origin, "--settle-ms", "500", ...options],
      { cwd: SITE_DIR },
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
  test.setTimeout(60_000);

  test("passes against the preview server of this build, with the record in deploy/", async () => {
    const { code, output } = await runCli(E2E_ORIGIN);
    expect(output).toContain("Result: OK");
    expect(output).toMatch(/ok {5}http:\/\/127\.0\.0\.1:\d+\/assets\/entry-[\w-]+\.js sha384-/);
    expect(code, output).toBe(0);
  });

  test("exits 1 and names each drift of a tampered server", async () => {
    // The entry changed under its old name, served without the Permissions-Policy header; the record given with --record.
    await withTamperedCopy(
      { files: tamperEntry, policy: withoutPermissionsPolicy },
      async ({ origin, recordFile, entryPath }) => {
        const { code, output } = await runCli(origin, ["--record", recordFile]);
        expect(output).toContain(
          `DRIFT  ${origin}${entryPath}: changed script ${entryPath} under its old name`,
        );
        expect(output).toContain("DRIFT  missing header Permissions-Policy");
        expect(output).toContain("Result: DRIFT, 2 difference(s)");
        expect(code, output).toBe(1);
      },
    );
  });
});
