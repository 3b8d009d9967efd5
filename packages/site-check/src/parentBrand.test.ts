import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "./chromium.js";
import { parentFacts, readParentBrand } from "./parentBrand.js";
import { checkRoute, recordCspReports } from "./route.js";

const parent = readParentBrand();

describe("parentFacts", () => {
  it("are the parent's name and people on a sister brand's site", () => {
    expect(
      parentFacts(parent, { name: "Willow Telehealth", team: [{ name: "Ana Beltrán" }] }),
    ).toEqual([parent.name, ...parent.people]);
  });

  it("leave out what the site itself configures: the parent's own site passes its walk", () => {
    expect(
      parentFacts(parent, { name: parent.name, team: parent.people.map((name) => ({ name })) }),
    ).toEqual([]);
  });

  it("are read from the parent's own configuration: its name and six people", () => {
    expect(parent.name).toBe("Telehealth Membership (sandbox)");
    expect(parent.people).toHaveLength(6);
  });
});

/** A sister brand's About page as the walk meets it: hydrated, in its colour, naming these people. */
const aboutPage = (people: string) => `<!doctype html>
<html lang="en" data-hydrated style="--mt-colors-brand-primary: #2F6B4F">
  <head><meta charset="utf-8"><title>About us | Willow Telehealth</title></head>
  <body><main><h1>Willow Telehealth</h1><p>Our team: ${people}</p></main></body>
</html>`;

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");

// Chromium and axe take seconds on a busy 2-core machine: a page check's limit is the walk's, not vitest's 5 s.
describe("the smoke walk's route check on a sister brand's page", { timeout: 60_000 }, () => {
  let browser: Browser;
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
    server = createServer((request, response) => {
      const people = request.url === "/parent" ? `Ana Beltrán, ${parent.people[0]}` : "Ana Beltrán";
      response
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(aboutPage(people));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
  });

  async function check(path: string) {
    const page = await browser.newPage();
    await recordCspReports(page);
    const result = await checkRoute(page, origin, path, {
      status: 200,
      shown: ["Willow Telehealth"],
      notOurs: parentFacts(parent, { name: "Willow Telehealth", team: [{ name: "Ana Beltrán" }] }),
      primary: "#2f6b4f",
      untranslated: () => [],
      axeSource,
    });
    await page.close();
    return result;
  }

  it("passes a page with only the brand's own people", async () => {
    expect(await check("/own")).toEqual({
      ok: true,
      line: "/own: 200 (want 200), primary #2F6B4F",
    });
  });

  it("fails a page that shows one of the parent's people, naming them", async () => {
    const { ok, line } = await check("/parent");
    expect(ok).toBe(false);
    expect(line).toContain(`, shows ${parent.people[0]}`);
  });
});
