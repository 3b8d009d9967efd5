// Debian's Chromium for Lighthouse, launched through the chrome-launcher copy Lighthouse depends on, offline.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { chromiumArgs, chromiumExecutablePath } from "@membership/test-fixtures/chromium";
import puppeteer from "puppeteer-core";

export const CHROME_PATH = chromiumExecutablePath;

/** The flags of @membership/test-fixtures/chromium plus --headless, and no name resolution but the local server's: offline. */
const CHROME_FLAGS = [
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  "--headless",
  ...chromiumArgs,
];

export interface LaunchedChrome {
  pid: number;
  port: number;
  kill: () => void;
}

interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel: "silent" | "error";
    handleSIGINT: boolean;
  }): Promise<LaunchedChrome>;
}

let launcher: Promise<ChromeLauncher> | undefined;

/** chrome-launcher is Lighthouse's dependency, not the site's: resolved from Lighthouse. */
function chromeLauncher(): Promise<ChromeLauncher> {
  launcher ??= (async () => {
    const fromLighthouse = createRequire(import.meta.resolve("lighthouse"));
    const entry = fromLighthouse.resolve("chrome-launcher");
    return (await import(pathToFileURL(entry).href)) as ChromeLauncher;
  })();
  return launcher;
}

/** A tab of `chrome` whose documents on `origin` find `entries` in sessionStorage before any script of theirs runs. */
export async function openPageWithSession(
  chrome: LaunchedChrome,
  origin: string,
  entries: readonly (readonly [string, string])[],
) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(
    (pageOrigin: string, pairs: [string, string][]) => {
      if (location.origin !== pageOrigin) return;
      for (const [key, value] of pairs) sessionStorage.setItem(key, value);
    },
    origin,
    entries.map(([key, value]): [string, string] => [key, value]),
  );
  return page;
}

const liveChromes = new Set<LaunchedChrome>();

export async function launchChrome(): Promise<LaunchedChrome> {
  const chrome = await (await chromeLauncher()).launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  liveChromes.add(chrome);
  return chrome;
}

export function killChrome(chrome: LaunchedChrome): void {
  liveChromes.delete(chrome);
  try {
    chrome.kill();
  } catch (error) {
    console.warn(`Could not stop Chromium ${chrome.pid}:`, error);
  }
}

/** Stops every Chromium still running (the watchdog, a signal). */
export function killAllChromes(): void {
  for (const chrome of [...liveChromes]) killChrome(chrome);
}
