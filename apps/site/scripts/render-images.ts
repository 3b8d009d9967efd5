// Renders the raster images social networks and home screens need from SVG, once: public/og-image.png (1200×630),
// public/apple-touch-icon.png (180), public/icon-192.png and public/icon-512.png. Brand-neutral (no name, no text),
// so one set serves every reseller. Run `node scripts/render-images.ts` after changing favicon.svg or the art, commit.
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { howItWorksImage } from "@membership/content";
import { theme } from "@membership/ui";
import { chromium } from "playwright";
import { chromiumLaunchOptions } from "../../../tooling/chromium.ts";

const publicDir = resolve(import.meta.dirname, "..", "public");
const favicon = await readFile(join(publicDir, "favicon.svg"), "utf8");
const faviconUri = `data:image/svg+xml,${encodeURIComponent(favicon)}`;
const { surface } = theme.colors;

/** The sharing card: the site's mark and the "how it works" illustration on the brand colours. */
const shareCard = `
  <div style="width:1200px;height:630px;display:flex;align-items:center;justify-content:space-evenly;
    background:${surface.inverse}">
    <img src="${faviconUri}" width="260" height="260" alt="" />
    <img src="${howItWorksImage}" width="560" height="420" alt="" style="border-radius:24px" />
  </div>`;

const icon = (size: number) =>
  `<img src="${faviconUri}" width="${size}" height="${size}" alt="" style="display:block" />`;

const images = [
  { file: "og-image.png", width: 1200, height: 630, body: shareCard },
  { file: "apple-touch-icon.png", width: 180, height: 180, body: icon(180) },
  { file: "icon-192.png", width: 192, height: 192, body: icon(192) },
  { file: "icon-512.png", width: 512, height: 512, body: icon(512) },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const image of images) {
    const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
    await page.setContent(`<body style="margin:0">${image.body}</body>`);
    await page.screenshot({ path: join(publicDir, image.file), omitBackground: true });
    await page.close();
    console.info(`public/${image.file} (${image.width}×${image.height})`);
  }
} finally {
  await browser.close();
}
