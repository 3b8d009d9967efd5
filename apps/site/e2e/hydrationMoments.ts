// The three moments a visitor acts in (issue 36): before the app is requested, while it hydrates, and after. A test
// holds the site's scripts with a route and releases them itself, and samples the page every animation frame, so one
// run decides: no sleep, no real-time window.
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

export type Moment = "before the app" | "while the app hydrates" | "once the app is in";
export const MOMENTS: readonly Moment[] = [
  "before the app",
  "while the app hydrates",
  "once the app is in",
];

/** Holds every script of the site (but those `passes` matches) until the returned function is called. */
export async function holdScripts(page: Page, passes?: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    if (!passes?.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` for a visitor acting at `moment`; resolves once the page is at that moment, with `appIn()`, which lets
 * the app in (where held) and waits until it has hydrated the page.
 */
export async function openAt(
  page: Page,
  path: string,
  moment: Moment,
): Promise<{ appIn: () => Promise<void> }> {
  const hydrated = () => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  if (moment === "once the app is in") {
    await page.goto(path);
    await reach(page);
    await hydrated();
    return { appIn: hydrated };
  }
  // While it hydrates: the entry runs and asks for the app, whose chunks wait; before: nothing of the site runs.
  let asked = false;
  page.on("request", (request) => {
    if (/\/assets\/.*\.js$/.test(request.url()) && !request.url().includes("/entry-")) asked = true;
  });
  const release = await holdScripts(page, moment === "before the app" ? undefined : /\/entry-/);
  await page.goto(path);
  if (moment === "while the app hydrates") {
    await reach(page);
    await expect.poll(() => asked, { message: "the entry asked for the app" }).toBe(true);
  }
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  return {
    appIn: async () => {
      release();
      await reach(page);
      await hydrated();
    },
  };
}

/** What brings the app in: the pointer moves over the page, as a visitor's does. */
async function reach(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
}

/** Samples `state` every animation frame from now on, in this document; `frames()` returns what each frame showed. */
export async function sampleEveryFrame(page: Page, state: () => unknown) {
  // One expression, the state's own code inside it: the page's CSP (and Trusted Types) allow no eval of text.
  await page.evaluate(`(() => {
    const read = ${state.toString()};
    const frames = [];
    window.__frames = frames;
    const frame = () => {
      frames.push(read());
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  return {
    frames: () => page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames),
    /** Waits for `count` more frames, so what the app does as it lands has been painted. */
    settle: (count = 10) =>
      page.evaluate(
        (left) =>
          new Promise<void>((done) => {
            const next = () => (--left <= 0 ? done() : requestAnimationFrame(next));
            requestAnimationFrame(next);
          }),
        count,
      ),
  };
}

/** The frames from the first that showed `wanted` on: none may show anything else. */
export function afterFirst<T>(frames: readonly T[], wanted: T): T[] {
  const first = frames.indexOf(wanted);
  return first === -1 ? [...frames] : frames.slice(first);
}
