// What every capture shares: a frozen clock, only what the page shows, and the record of the baseline it compared.
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, relative } from "node:path";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { BASELINES_DIR, FIXED_NOW, USED_BASELINES_FILE } from "./visualEnv.ts";

export type Clip = { x: number; y: number; width: number; height: number };

/** Room kept right of and below what is painted: the padded layout's 16 px, and most of a card's shadow. */
const MARGIN = 24;

/**
 * The top-left part of the page that holds everything painted (text, pictures, controls, backgrounds, borders and
 * shadows; top-layer dialogs, their backdrops and fixed overlays included), so a baseline has no empty space beside a
 * small component.
 */
export function contentClip(page: Page): Promise<Clip> {
  return page.evaluate((margin) => {
    let right = 0;
    let bottom = 0;
    const include = (box: DOMRect) => {
      if (box.width === 0 || box.height === 0) return;
      right = Math.max(right, box.right + window.scrollX);
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    };
    const replaced = new Set([
      "IMG",
      "SVG",
      "CANVAS",
      "VIDEO",
      "IFRAME",
      "INPUT",
      "TEXTAREA",
      "SELECT",
    ]);
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") continue;
      // Wrappers such as #storybook-root span the page's width but paint nothing of their own.
      const paints =
        replaced.has(element.tagName.toUpperCase()) ||
        style.backgroundImage !== "none" ||
        !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) ||
        Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth) > 0 ||
        Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.borderRightWidth) > 0 ||
        style.boxShadow !== "none";
      if (paints) include(element.getBoundingClientRect());
      // A modal dialog's ::backdrop paints the whole viewport behind it.
      const backdrop = element.matches(":modal") ? getComputedStyle(element, "::backdrop") : null;
      if (backdrop && !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(backdrop.backgroundColor)) {
        include(new DOMRect(0, 0, window.innerWidth, window.innerHeight));
      }
      for (const child of element.childNodes) {
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(child);
        include(range.getBoundingClientRect());
      }
    }
    const pageWidth = document.documentElement.clientWidth;
    const pageHeight = Math.max(document.documentElement.scrollHeight, window.innerHeight);
    return {
      x: 0,
      y: 0,
      width: Math.max(1, Math.min(pageWidth, Math.ceil(right) + margin)),
      height: Math.max(1, Math.min(pageHeight, Math.ceil(bottom) + margin)),
    };
  }, MARGIN);
}

/** Fonts loaded and every picture (images and CSS backgrounds) decoded: a capture never shows one still coming. */
async function waitForFontsAndPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const backgrounds = new Set<string>();
    for (const element of document.querySelectorAll("*")) {
      for (const [, url] of getComputedStyle(element).backgroundImage.matchAll(/url\("(.+?)"\)/g)) {
        if (url) backgrounds.add(url);
      }
    }
    const pictures = [
      ...document.images,
      ...[...backgrounds].map((url) => Object.assign(new Image(), { src: url })),
    ];
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  });
}

export async function freezeClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(FIXED_NOW);
}

/** Compares what the page shows at `viewport` with its baseline `baselines/<folder>/<name>-<viewport>.png`. */
export async function expectMatchesBaseline(
  page: Page,
  testInfo: TestInfo,
  [folder, name, viewport]: [folder: string, name: string, viewport: string],
  options: { clip?: Clip; mask?: Locator[] } = {},
): Promise<void> {
  const segments = [folder, `${name}-${viewport}.png`];
  // toHaveScreenshot and snapshotPath share the config's snapshotPathTemplate.
  const baseline = testInfo.snapshotPath(...segments);
  mkdirSync(dirname(USED_BASELINES_FILE), { recursive: true });
  appendFileSync(USED_BASELINES_FILE, `${relative(BASELINES_DIR, baseline)}\n`);
  await waitForFontsAndPictures(page);
  await expect(page).toHaveScreenshot(segments, { fullPage: true, ...options });
}
