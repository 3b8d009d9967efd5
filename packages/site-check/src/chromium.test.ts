import { readFileSync } from "node:fs";
import { type BrowserServer, chromium } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import {
  chromiumExecutablePath,
  chromiumLaunchOptions,
  PLAYWRIGHT_DISABLED_FEATURES,
} from "./chromium.js";

/** The features the started browser process turns off: its last `--disable-features`, the one Chromium reads. */
function disabledFeaturesOf(server: BrowserServer): string[] {
  const pid = server.process().pid;
  const switches = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  const last = switches.findLast((arg) => arg.startsWith("--disable-features="));
  return last?.slice("--disable-features=".length).split(",") ?? [];
}

describe("Chromium as the checks start it", { timeout: 60_000 }, () => {
  let server: BrowserServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("still turns off every feature Playwright turns off", async () => {
    server = await chromium.launchServer({ executablePath: chromiumExecutablePath });
    const playwrights = disabledFeaturesOf(server);
    expect(playwrights.length).toBeGreaterThan(0);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...new Set(playwrights)].sort());
    await server.close();
    server = await chromium.launchServer(chromiumLaunchOptions);
    expect(disabledFeaturesOf(server)).toEqual(expect.arrayContaining(playwrights));
  });

  it("opens a browser context with no page but its own: no address bar popup loads", async () => {
    server = await chromium.launchServer(chromiumLaunchOptions);
    const browser = await chromium.connect(server.wsEndpoint());
    const page = await (await browser.newContext()).newPage();
    await page.goto("data:text/html,<p>hello</p>");
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send("Target.getTargets");
    expect(targetInfos.map((target) => target.url)).toEqual(["data:text/html,<p>hello</p>"]);
    await browser.close();
  });
});
