// `pnpm bench` (part 3): the first tap on a slow phone. Each page of the built site is opened in Debian's Chromium
// under Lighthouse's mobile emulation (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4×, a phone's
// screen and touch), read for 1 s after it has loaded, then tapped as a visitor taps: the time from the tap to its
// answer on screen, timed in the page by its own frames. Then the same tap once the app is in. Prints medians of
// BENCH_RUNS runs (default 5) against issue 36's budgets; exits 0 whatever the figures, 1 only when a run failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import formsEn from "@membership/forms/locales/en-US.json" with { type: "json" };
import { preview, storedPlanEntry } from "@membership/site-kit/hosting";
import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import {
  FAKE_RECAPTCHA_SCRIPT,
  RECAPTCHA_SCRIPT_URL,
} from "@membership/test-fixtures/fake-recaptcha";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright";
import { checkoutEntriesIn } from "../e2e/journeys/purchase.ts";
import { printTable } from "./textTable.ts";

const siteDir = resolve(import.meta.dirname, "..");
const distDir = resolve(siteDir, process.env.SITE_DIST_DIR ?? "dist");
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "5", 10) || 1);
/** How long the visitor reads the page after it has loaded, before the tap. */
const READ_MS = 1000;
/** Lighthouse's mobile emulation (its "simulated" throttling settings, applied here for real). */
const EMULATION = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
} as const;
const CHECKOUT_PLAN = storedPlanEntry("BASIC");

/** What the in-page timer found: ms from the tap to the first frame showing its answer, and frames that undid it. */
interface Timing {
  answeredMs: number;
  /** Frames after the answer that showed the state before the tap again (the tick unticked). */
  undoneFrames: number;
}

interface Interaction {
  name: string;
  budget: string;
  path: string;
  /** Stored before the page opens, as Buy leaves it. */
  session?: readonly [string, string];
  /** Taps (and types) as a visitor does; resolves with the timing. */
  act(page: Page): Promise<Timing>;
}

/** The centre of the first element matching `selector`, in the viewport (scrolled into view first). */
async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A tap at the centre of the first element matching `selector`, as a thumb gives it. */
async function tap(page: Page, selector: string): Promise<void> {
  const { x, y } = await centreOf(page, selector);
  await page.touchscreen.tap(x, y);
}

/**
 * Starts an in-page watch: from the next pointerdown (or focusout, for `from: "leave"`), every animation frame tests
 * `answered` (a function's source, called with no argument) and records the first frame it holds, then counts later
 * frames where it no longer does, until `stop()`.
 */
async function watch(page: Page, answered: string, from: "tap" | "leave" = "tap") {
  await page.evaluate(
    ({ answered, from }) => {
      const test = new Function(`return (${answered})();`) as () => boolean;
      const state = { start: -1, answeredAt: -1, undone: 0, stopped: false };
      (window as unknown as { __firstTap: typeof state }).__firstTap = state;
      const frame = (now: number) => {
        if (state.stopped) return;
        if (state.start >= 0) {
          const holds = test();
          if (holds && state.answeredAt < 0) {
            state.answeredAt = now;
            // Kept in the tab's session: a navigation may end this document before the bench reads it.
            sessionStorage.setItem("__firstTapMs", String(now - state.start));
          } else if (!holds && state.answeredAt >= 0) state.undone += 1;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      window.addEventListener(
        from === "tap" ? "pointerdown" : "focusout",
        (event) => {
          if (state.start < 0) state.start = event.timeStamp;
        },
        { capture: true },
      );
    },
    { answered, from },
  );
}

/** A value the tab's session storage holds now or soon, read in whichever document the tab shows by then. */
async function fromSession(page: Page, key: string): Promise<string> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    // A navigation may replace the document between two reads: read again in the next one.
    const value = await page
      .evaluate((name) => sessionStorage.getItem(name), key)
      .catch(() => null);
    if (value !== null) return value;
    await page.waitForTimeout(50);
  }
  throw new Error(`${key} never came`);
}

async function timingOf(page: Page, settleFrames = 0): Promise<Timing> {
  const answeredMs = Number(await fromSession(page, "__firstTapMs"));
  if (settleFrames === 0) return { answeredMs, undoneFrames: 0 };
  // Frames after the answer, until the app is in: what hydration would undo shows there.
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated"),
    undefined,
    {
      timeout: 30_000,
    },
  );
  await page.evaluate(
    (frames) =>
      new Promise((done) => {
        let left = frames;
        const next = () => (--left <= 0 ? done(undefined) : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    settleFrames,
  );
  const undoneFrames = await page.evaluate(() => {
    const state = (window as unknown as { __firstTap: { undone: number; stopped: boolean } })
      .__firstTap;
    state.stopped = true;
    return state.undone;
  });
  return { answeredMs, undoneFrames };
}

/** Watches for the page's next navigation to start (the Navigation API's navigate event: a link's, or the app's). */
async function watchNavigation(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener(
      "navigate",
      () => {
        (window as unknown as { __navigating: boolean }).__navigating = true;
      },
    );
  });
  await watch(page, "() => window.__navigating === true");
}

/** Whether a dialog (the drawer, the floating one) shows open: a function the page calls every frame. */
function openDialogShown(): boolean {
  return [...document.querySelectorAll("dialog[open], [role=dialog], :popover-open")].some(
    (element) => {
      const open =
        element.matches("dialog[open], :popover-open") ||
        element.closest("[data-state=open]") !== null;
      return open && element.checkVisibility();
    },
  );
}
const isOpenDialog = openDialogShown.toString();

/** The floating dialog's form is in: its first field on screen. */
function formFieldShown(): boolean {
  return Boolean(document.querySelector("dialog[open] input")?.checkVisibility());
}
const isFormFieldShown = formFieldShown.toString();

const INTERACTIONS: readonly Interaction[] = [
  {
    name: "the menu button on / → drawer open",
    budget: "≤ 200 ms",
    path: "/",
    async act(page) {
      await watch(page, isOpenDialog);
      await tap(page, "header button[aria-controls]");
      return timingOf(page);
    },
  },
  {
    name: "Cancel Product on /about-us → its dialog open",
    budget: "≤ 200 ms",
    path: "/about-us",
    async act(page) {
      await watch(page, isOpenDialog);
      await tap(page, "button[aria-haspopup=dialog]");
      return timingOf(page);
    },
  },
  {
    name: "Cancel Product on /about-us → its form's first field shown",
    budget: "—",
    path: "/about-us",
    async act(page) {
      await watch(page, isFormFieldShown);
      await tap(page, "button[aria-haspopup=dialog]");
      return timingOf(page);
    },
  },
  {
    name: "a nav item in the drawer on /about-us → its navigation starts",
    budget: "≤ 200 ms",
    path: "/about-us",
    async act(page) {
      // On a phone the nav is in the drawer: open it, then tap the Price item.
      await tap(page, "header button[aria-controls]");
      await page.waitForFunction(openDialogShown, undefined, { timeout: 30_000 });
      await watchNavigation(page);
      await tap(page, "a[href='/price']:visible");
      return timingOf(page);
    },
  },
  {
    name: "Buy on /price → its navigation starts",
    budget: "≤ 200 ms",
    path: "/price",
    async act(page) {
      await watchNavigation(page);
      await tap(page, "main article button, main article a");
      return timingOf(page);
    },
  },
  {
    name: "a wrong e-mail left on /contact → its message",
    budget: "≤ 200 ms",
    path: "/contact",
    async act(page) {
      await watch(
        page,
        `() => [...document.querySelectorAll("main *")].some((element) => element.childElementCount === 0 && element.textContent === ${JSON.stringify(formsEn.messages.email.shape)} && element.checkVisibility())`,
        "leave",
      );
      await tap(page, "main input[name=email]");
      await page.keyboard.type("x");
      await tap(page, "main h1");
      return timingOf(page);
    },
  },
  {
    name: "the terms box on /checkout → ticked (frames unticked after)",
    budget: "≤ 200 ms, 0 frames",
    path: "/checkout",
    session: CHECKOUT_PLAN,
    async act(page) {
      await watch(page, `() => document.querySelector("main input[name=terms]")?.checked === true`);
      await tap(page, "main input[name=terms]");
      return timingOf(page, 30);
    },
  },
];

/**
 * A phone under the emulation, opening the interaction's page with its session stored, once `prepare` has set up its
 * context; resolves once the page has loaded.
 */
async function openOnSlowPhone(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  prepare: (context: BrowserContext) => Promise<unknown> = async () => {},
) {
  const context = await browser.newContext({
    viewport: EMULATION.viewport,
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  await prepare(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: EMULATION.latency,
    downloadThroughput: EMULATION.downloadThroughput,
    uploadThroughput: EMULATION.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: EMULATION.cpuSlowdown });
  if (interaction.session) {
    await page.addInitScript(
      ([key, value]) => window.sessionStorage.setItem(key, value),
      interaction.session,
    );
  }
  await page.goto(`${origin}${interaction.path}`, { waitUntil: "load" });
  return { page, close: () => context.close() };
}

/** Opens the page under the emulation, waits for its load, and lets the visitor read it. */
async function openSlowly(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  appFirst: boolean,
) {
  const { page, close } = await openOnSlowPhone(browser, origin, interaction);
  if (appFirst) {
    // The same tap once the app is in: the visitor reached for the page and it hydrated.
    for (let moved = 0; !(await page.locator("html[data-hydrated]").count()); moved += 1) {
      await page.mouse.move(1 + (moved % 2), 1);
      await page.waitForTimeout(100);
    }
  }
  await page.waitForTimeout(READ_MS);
  return { page, close };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Buy on /price to the checkout's card field, against opening /checkout with the plan stored: both in wall time. */
async function buyToCardField(browser: Browser, origin: string, direct: boolean): Promise<number> {
  const interaction: Interaction = {
    name: "",
    budget: "",
    path: direct ? "/checkout" : "/price",
    ...(direct ? { session: CHECKOUT_PLAN } : {}),
    act: async () => ({ answeredMs: 0, undoneFrames: 0 }),
  };
  const { page, close } = await openSlowlyWithCardWatch(browser, origin, interaction);
  try {
    let from: number;
    if (direct) {
      from = await page.evaluate(() => performance.timeOrigin);
    } else {
      await page.evaluate(() => {
        window.addEventListener(
          "pointerdown",
          (event) =>
            sessionStorage.setItem("__tapAt", String(performance.timeOrigin + event.timeStamp)),
          { capture: true, once: true },
        );
      });
      await tap(page, "main article button, main article a");
      from = Number(await fromSession(page, "__tapAt"));
    }
    await page.waitForFunction(
      () => (window as unknown as { __cardShownAt?: number }).__cardShownAt,
      undefined,
      {
        timeout: 30_000,
      },
    );
    const shownAt = await page.evaluate(
      () => (window as unknown as { __cardShownAt: number }).__cardShownAt,
    );
    return shownAt - from;
  } finally {
    await close();
  }
}

/** As openSlowly, with a watch in every document for the card field shown and usable (the time it first is). */
async function openSlowlyWithCardWatch(browser: Browser, origin: string, interaction: Interaction) {
  const opened = await openOnSlowPhone(browser, origin, interaction, (context) =>
    context.addInitScript(() => {
      if (!location.pathname.endsWith("/checkout")) return;
      const frame = () => {
        const card = document.querySelector<HTMLInputElement>("#root input[name=cardNumber]");
        if (card?.checkVisibility() && !card.disabled && !card.readOnly) {
          (window as unknown as { __cardShownAt: number }).__cardShownAt =
            performance.timeOrigin + performance.now();
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }),
  );
  if (interaction.path !== "/checkout") await opened.page.waitForTimeout(READ_MS);
  return opened;
}

/** How fast the visitor of the captcha row types: a brisk thumb, 8 keys a second. */
const KEY_MS = 125;
/**
 * Google's reCAPTCHA reaching the phone, modelled on the emulated link (this machine has no internet, so a stand-in
 * widget is served): a new origin (DNS, TCP, TLS: 3 round trips), its loader and its ~150 kB script (2 round trips),
 * and 150 kB at 1.6 Mbps.
 */
const RECAPTCHA_ARRIVAL_MS =
  5 * EMULATION.latency + Math.round(((150 * 1024 * 8) / (1.6 * 1024 * 1024)) * 1000);

/** The build again with a reCAPTCHA site key (the real widget's code path), in a directory of its own. */
function buildWithRecaptchaKey(): string {
  const outDir = mkdtempSync(join(tmpdir(), "first-tap-captcha-"));
  const built = spawnSync("pnpm", ["exec", "vite", "build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: siteDir,
    env: { ...process.env, VITE_RECAPTCHA_SITE_KEY: "bench-recaptcha-site-key" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("the build with a reCAPTCHA key failed");
  return outDir;
}

/**
 * The checkout filled in order as a visitor does (a tap on each field, then its value key by key) until the last field
 * above the captcha: how long the visitor then waits for the captcha (0 when it is there), and how long it had been.
 */
async function captchaWhenReached(
  browser: Browser,
  origin: string,
  appFirst: boolean,
): Promise<{ waitedMs: number; aheadMs: number }> {
  const interaction: Interaction = {
    name: "",
    budget: "",
    path: "/checkout",
    session: CHECKOUT_PLAN,
    act: async () => ({ answeredMs: 0, undoneFrames: 0 }),
  };
  const opened = await openOnSlowPhone(browser, origin, interaction, (context) =>
    Promise.all([
      context.route(RECAPTCHA_SCRIPT_URL, async (route) => {
        await new Promise((arrived) => setTimeout(arrived, RECAPTCHA_ARRIVAL_MS));
        await route.fulfill({ contentType: "text/javascript", body: FAKE_RECAPTCHA_SCRIPT });
      }),
      context.addInitScript(() => {
        const frame = () => {
          if (document.querySelector("[data-fake-recaptcha]")?.checkVisibility()) {
            (window as unknown as { __captchaShownAt: number }).__captchaShownAt =
              performance.now();
            return;
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    ]),
  );
  const { page, close } = opened;
  try {
    if (appFirst) {
      for (let moved = 0; !(await page.locator("html[data-hydrated]").count()); moved += 1) {
        await page.mouse.move(1 + (moved % 2), 1);
        await page.waitForTimeout(100);
      }
    }
    await page.waitForTimeout(READ_MS);
    const form = page.locator("main form");
    for (const [label, value] of Object.entries(checkoutEntriesIn("en"))) {
      const field = form.getByLabel(label, { exact: true });
      if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
        await field.selectOption(value);
        continue;
      }
      await field.scrollIntoViewIfNeeded();
      const box = await field.boundingBox();
      if (!box) throw new Error(`${label} is not on screen`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.keyboard.type(value, { delay: KEY_MS });
    }
    const reachedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(
      () => (window as unknown as { __captchaShownAt?: number }).__captchaShownAt,
      undefined,
      { timeout: 30_000 },
    );
    const shownAt = await page.evaluate(
      () => (window as unknown as { __captchaShownAt: number }).__captchaShownAt,
    );
    return {
      waitedMs: Math.max(0, shownAt - reachedAt),
      aheadMs: Math.max(0, reachedAt - shownAt),
    };
  } finally {
    await close();
  }
}

if (!existsSync(resolve(distDir, "index.html"))) {
  console.error(`No build in ${distDir}: run \`pnpm --filter site build\` first.`);
  process.exit(1);
}

const started = Date.now();
const served = await preview({
  siteDir,
  outDir: distDir,
  port: 0,
  host: "127.0.0.1",
});
const browser = await chromium.launch(chromiumLaunchOptions);
let failed = false;
const rows: string[][] = [];
console.info(
  `\nFirst tap: ${served.origin}, ${EMULATION.latency} ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${EMULATION.cpuSlowdown}×, ${EMULATION.viewport.width}×${EMULATION.viewport.height} touch, each page read ${READ_MS / 1000} s after its load, ${runs} run(s)\n`,
);
try {
  for (const interaction of INTERACTIONS) {
    const figures = { first: [] as Timing[], app: [] as Timing[] };
    for (let run = 0; run < runs; run += 1) {
      for (const appFirst of [false, true]) {
        const { page, close } = await openSlowly(browser, served.origin, interaction, appFirst);
        try {
          figures[appFirst ? "app" : "first"].push(await interaction.act(page));
        } catch (error) {
          failed = true;
          console.error(
            `  ${interaction.name}${appFirst ? " (app in)" : ""}: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
          );
        } finally {
          await close();
        }
      }
    }
    const ms = (timings: readonly Timing[]) =>
      timings.length ? `${median(timings.map((timing) => timing.answeredMs)).toFixed(0)} ms` : "—";
    const range = (timings: readonly Timing[]) =>
      timings.length
        ? `${Math.min(...timings.map((t) => t.answeredMs)).toFixed(0)}–${Math.max(...timings.map((t) => t.answeredMs)).toFixed(0)}`
        : "—";
    const undone = figures.first.reduce((sum, timing) => sum + timing.undoneFrames, 0);
    rows.push([
      interaction.name,
      interaction.budget,
      ms(figures.first),
      range(figures.first),
      interaction.name.includes("frames") ? String(undone) : "",
      ms(figures.app),
    ]);
  }
  const direct: number[] = [];
  const viaBuy: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    direct.push(await buyToCardField(browser, served.origin, true));
    viaBuy.push(await buyToCardField(browser, served.origin, false));
  }
  rows.push([
    "Buy on /price → the checkout's card field shown",
    `≤ 1.2 × ${median(direct).toFixed(0)} ms`,
    `${median(viaBuy).toFixed(0)} ms`,
    `${Math.min(...viaBuy).toFixed(0)}–${Math.max(...viaBuy).toFixed(0)}`,
    `${(median(viaBuy) / median(direct)).toFixed(2)}×`,
    `direct: ${median(direct).toFixed(0)} ms`,
  ]);
  const keyedDir = buildWithRecaptchaKey();
  const keyed = await preview({ siteDir, outDir: keyedDir, port: 0, host: "127.0.0.1" });
  try {
    const reached = {
      first: [] as { waitedMs: number; aheadMs: number }[],
      app: [] as { waitedMs: number; aheadMs: number }[],
    };
    for (let run = 0; run < runs; run += 1) {
      for (const appFirst of [false, true]) {
        reached[appFirst ? "app" : "first"].push(
          await captchaWhenReached(browser, keyed.origin, appFirst),
        );
      }
    }
    const waited = reached.first.map((figure) => figure.waitedMs);
    rows.push([
      `the captcha on /checkout, filled in order at ${1000 / KEY_MS} keys/s → on screen when reached`,
      "0 ms waited",
      `${median(waited).toFixed(0)} ms`,
      `${Math.min(...waited).toFixed(0)}–${Math.max(...waited).toFixed(0)}`,
      `shown ${(median(reached.first.map((figure) => figure.aheadMs)) / 1000).toFixed(1)} s before`,
      `${median(reached.app.map((figure) => figure.waitedMs)).toFixed(0)} ms`,
    ]);
  } finally {
    await keyed.close();
    rmSync(keyedDir, { recursive: true, force: true });
  }
} catch (error) {
  failed = true;
  console.error("bench-first-tap:", error);
} finally {
  await browser.close();
  await served.close();
}
printTable(
  ["first tap", "budget", "answered (median)", "min–max", "undone / ratio", "once the app is in"],
  rows,
);
console.info(`\nFirst tap done in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
process.exit(failed ? 1 : 0);
