// Every story of the built Storybook against its baselines.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { brands, defaultBrand } from "storybook-app/src/brands.ts";
import { type ReviewViewport, reviewViewports } from "storybook-app/src/viewports.ts";
import { contentClip, expectMatchesBaseline, freezeClock } from "./capture.ts";
import { STORYBOOK_DIR, STORYBOOK_URL } from "./visualEnv.ts";

interface IndexEntry {
  id: string;
  type: "story" | "docs";
  title: string;
  name: string;
  tags?: string[];
}

const indexFile = join(STORYBOOK_DIR, "index.json");
if (!existsSync(indexFile)) {
  throw new Error(`No ${indexFile}: build the Storybook first (pnpm build-storybook).`);
}
const entries: IndexEntry[] = Object.values(JSON.parse(readFileSync(indexFile, "utf8")).entries);
const stories = entries.filter((entry) => entry.type === "story");

const sisterBrand = brands.find((brand) => brand !== defaultBrand);
/** The width at which every story is also checked under the sister brand. */
const brandCheckViewport: ReviewViewport = "desktop";

// One preview per worker, loaded once: each test switches it to its story through Storybook's channel, as the
// manager's sidebar does. Loading the preview again for every story took most of a capture's time.
const test = base.extend<{ storyPage: Page }, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      const page = await context.newPage();
      await freezeClock(page);
      await page.addInitScript(recordStoryErrors);
      await page.addInitScript(keepStoryShownWhileRendering);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  // Each story starts at the first review width (a test that switched the brand switches it back).
  storyPage: async ({ preview }, use) => {
    if (preview.url() !== "about:blank")
      await resizeTo(preview, viewportNames[0] as ReviewViewport);
    await use(preview);
  },
});

/**
 * Runs in the page before Storybook: keeps the story shown while the next one renders. Storybook hides it behind its
 * "preparing" spinner when a switch takes over 100 ms (a busy machine); a dialog that opens as it renders then finds
 * its first control hidden and the focus (and its ring) stays on the page, unlike in a preview that loads it quickly.
 */
function keepStoryShownWhileRendering() {
  let preview: { view: { showPreparingStory(): void } } | undefined;
  Object.defineProperty(window, "__STORYBOOK_PREVIEW__", {
    configurable: true,
    get: () => preview,
    set: (value: NonNullable<typeof preview>) => {
      preview = value;
      value.view.showPreparingStory = () => {};
    },
  });
}

/**
 * Runs in the page before Storybook: keeps what the story threw, which the static Storybook only logs (a play function
 * that fails part-way leaves the story half-played, which must not become a baseline).
 */
function recordStoryErrors() {
  const errors: string[] = [];
  const target = window as unknown as {
    __visualStoryErrors: string[];
    __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: (error: unknown) => void): void };
  };
  target.__visualStoryErrors = errors;
  const terminalColour = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, "g");
  let channel: typeof target.__STORYBOOK_ADDONS_CHANNEL__;
  Object.defineProperty(target, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set: (value: NonNullable<typeof channel>) => {
      channel = value;
      for (const event of [
        "playFunctionThrewException",
        "storyThrewException",
        "storyErrored",
        "unhandledErrorsWhilePlaying",
      ]) {
        value.on(event, (payload) => {
          // An error ({ message }), a list of them, or { description }; messages carry terminal colours.
          for (const error of [payload].flat() as { message?: string; description?: string }[]) {
            const text = error?.message ?? error?.description ?? JSON.stringify(error);
            errors.push(`${event}: ${text.replace(terminalColour, "")}`);
          }
        });
      }
    },
  });
}

/**
 * Shows a story in the preview, loading the preview the first time, and waits until it has rendered and played
 * (`remount`: renders and plays the shown story again); returns the viewport the story pins with
 * `globals: { viewport: { value } }`, if any, and what the story threw.
 */
async function openStory(
  page: Page,
  id: string,
  { remount = false }: { remount?: boolean } = {},
): Promise<{ pinnedViewport?: string; errors: string[] }> {
  if (page.url() === "about:blank") {
    // The story tests run axe already; here it would only slow every capture down.
    await page.goto(
      `${STORYBOOK_URL}iframe.html?id=${id}&viewMode=story&globals=theme:${defaultBrand.id};a11y.manual:!true`,
    );
  } else {
    // A key pressed, so the focus rings the story shows do not depend on what the stories before it did: script focus
    // then matches :focus-visible, as it does in the freshly loaded document every baseline was taken in.
    await page.keyboard.press("Shift");
    await page.evaluate(
      ({ storyId, event }) =>
        new Promise((resolve) => {
          const target = window as unknown as {
            __visualStoryErrors: string[];
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (payload: { storyId: string }) => void): void;
              off(event: string, listener: (payload: { storyId: string }) => void): void;
              emit(event: string, payload: unknown): void;
            };
          };
          // What the story before threw is its own; the story starts at the top of the page, as a loaded one does.
          target.__visualStoryErrors.length = 0;
          window.scrollTo(0, 0);
          const channel = target.__STORYBOOK_ADDONS_CHANNEL__;
          const finished = ({ storyId: shown }: { storyId: string }) => {
            if (shown !== storyId) return;
            channel.off("storyFinished", finished);
            resolve(undefined);
          };
          channel.on("storyFinished", finished);
          channel.emit(event, { storyId, viewMode: "story" });
        }),
      { storyId: id, event: remount ? "forceRemount" : "setCurrentStory" },
    );
  }
  const handle = await page.waitForFunction((storyId) => {
    // Storybook's preview exposes the current render and its phase (the same hook its test runner uses).
    const target = window as unknown as {
      __visualStoryErrors: string[];
      __STORYBOOK_PREVIEW__?: {
        currentRender?: {
          id?: string;
          phase?: string;
          story?: { storyGlobals?: { viewport?: { value?: string } } };
        };
      };
    };
    const render = target.__STORYBOOK_PREVIEW__?.currentRender;
    if (render?.id !== storyId || render.phase !== "finished") return false;
    return {
      pinnedViewport: render.story?.storyGlobals?.viewport?.value,
      errors: [...target.__visualStoryErrors],
    };
  }, id);
  return (await handle.jsonValue()) as { pinnedViewport?: string; errors: string[] };
}

/** Switches the toolbar's brand as a designer would; waits for the story to render again (its play does not rerun). */
async function switchBrand(page: Page, brandId: string): Promise<void> {
  await page.evaluate(
    (theme) =>
      new Promise((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              once(event: string, listener: () => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.once("storyFinished", () => resolve(undefined));
        channel.emit("updateGlobals", { globals: { theme } });
      }),
    brandId,
  );
}

/** Resizes the page to a review width and waits until the story has laid itself out again. */
async function resizeTo(page: Page, viewport: ReviewViewport): Promise<void> {
  const { width, height } = reviewViewports[viewport];
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const viewportNames = Object.keys(reviewViewports) as ReviewViewport[];

/** Whether the page, or anything in it (a dialog's body), is scrolled away from its start. */
function isScrolled(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [document.scrollingElement, ...document.querySelectorAll("*")].some(
      (element) => element !== null && (element.scrollTop !== 0 || element.scrollLeft !== 0),
    ),
  );
}

// Each story renders and plays once, then is captured at every review width it does not pin away (CSS and the
// components follow a resize as they follow a turned phone): half the renders and plays of loading it per width.
for (const entry of stories) {
  test(`${entry.title} › ${entry.name} (${entry.id})`, async ({ storyPage: page }, testInfo) => {
    let { pinnedViewport, errors } = await openStory(page, entry.id);
    const [first] = viewportNames;
    if (pinnedViewport !== undefined && pinnedViewport !== first) {
      // A story made for another width renders and plays at that width.
      await resizeTo(page, pinnedViewport as ReviewViewport);
      ({ pinnedViewport, errors } = await openStory(page, entry.id, { remount: true }));
    }
    expect(errors, `${entry.id} renders and plays without an error`).toEqual([]);
    const captured = viewportNames.filter(
      (viewport) => pinnedViewport === undefined || pinnedViewport === viewport,
    );
    let clip = await contentClip(page);
    for (const viewport of captured) {
      if (page.viewportSize()?.width !== reviewViewports[viewport].width) {
        // Where the play left something scrolled, the scroll a load at this width would give is not known: load it.
        const scrolled = await isScrolled(page);
        await resizeTo(page, viewport);
        if (scrolled) await openStory(page, entry.id, { remount: true });
        clip = await contentClip(page);
      }
      await expectMatchesBaseline(page, testInfo, ["stories", entry.id, viewport], { clip });
    }

    // The toolbar's brand reaches the story: under the sister brand it looks different, unless the story is tagged
    // as showing nothing a brand changes (checked at one width).
    if (sisterBrand && captured.includes(brandCheckViewport)) {
      if (page.viewportSize()?.width !== reviewViewports[brandCheckViewport].width) {
        await resizeTo(page, brandCheckViewport);
        clip = await contentClip(page);
      }
      const defaultLook = await page.screenshot({ clip, fullPage: true, animations: "disabled" });
      await switchBrand(page, sisterBrand.id);
      const sisterLook = await page.screenshot({
        clip: await contentClip(page),
        fullPage: true,
        animations: "disabled",
      });
      await switchBrand(page, defaultBrand.id);
      const brandNeutral = entry.tags?.includes("brand-neutral") ?? false;
      expect(
        sisterLook.equals(defaultLook),
        brandNeutral
          ? `${entry.id} is tagged brand-neutral but the ${sisterBrand.title} changes it: remove the tag`
          : `the toolbar's ${sisterBrand.title} changes how ${entry.id} looks`,
      ).toBe(brandNeutral);
    }
  });
}
