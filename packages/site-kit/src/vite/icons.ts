// The icons and the sharing image, rendered from the site's logo in its theme's colours: favicon.svg,
// apple-touch-icon.png, icon-192.png, icon-512.png and og-image.png (1200×630).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { howItWorksArt } from "@membership/content";
import { Resvg } from "@resvg/resvg-js";
import type { Site } from "../site/SiteContext.js";
import { APP_ICONS, FAVICON_PATH, SHARE_IMAGE, TOUCH_ICON_PATH } from "../site/seo.js";

/** A site without a logo gets a mark: a white cross on the brand's primary colour. */
function defaultMark(site: Site): string {
  const { primary, onPrimary } = site.theme.colors.brand;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/><path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="${onPrimary}"/></svg>`;
}

/** The viewBox of an SVG document, or its width and height; 64×64 when it states neither. */
function viewBoxOf(svg: string): [number, number, number, number] {
  const viewBox = /viewBox\s*=\s*["']([^"']+)["']/i.exec(svg)?.[1];
  const numbers = viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (numbers?.length === 4 && numbers.every(Number.isFinite)) {
    return numbers as [number, number, number, number];
  }
  const size = (name: string) =>
    Number(new RegExp(`\\s${name}\\s*=\\s*["']?([\\d.]+)`, "i").exec(svg)?.[1]);
  const width = size("width");
  const height = size("height");
  return [0, 0, Number.isFinite(width) ? width : 64, Number.isFinite(height) ? height : 64];
}

/** `svg` fitted into a box at (x, y), keeping its proportions, as a nested <svg>. */
function placed(svg: string, x: number, y: number, width: number, height: number): string {
  const [minX, minY, boxWidth, boxHeight] = viewBoxOf(svg);
  const body = svg.replace(/^<svg[^>]*>/i, "").replace(/<\/svg>\s*$/i, "");
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${minX} ${minY} ${boxWidth} ${boxHeight}" preserveAspectRatio="xMidYMid meet">${body}</svg>`;
}

function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

export async function renderIcons(outDir: string, site: Site): Promise<void> {
  const mark = site.logo ?? defaultMark(site);
  const page = site.theme.colors.surface.page;
  // A logo of any shape sits centred on a square tile, with room around it.
  const square = (size: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${page}"/>${placed(mark, 10, 10, 80, 80)}</svg>`;
  const { width, height } = SHARE_IMAGE;
  const illustration = decodeURIComponent(
    howItWorksArt(site.theme.colors.illustration, site.content.home.howItWorks.imageAlt).replace(
      /^data:image\/svg\+xml,/,
      "",
    ),
  );
  const shareCard = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${site.theme.colors.surface.inverse}"/><rect x="80" y="185" width="340" height="260" rx="24" fill="${page}"/>${placed(mark, 110, 215, 280, 200)}${placed(illustration, 520, 105, 560, 420)}</svg>`;

  await writeFile(join(outDir, FAVICON_PATH.slice(1)), `${mark}\n`);
  await writeFile(join(outDir, TOUCH_ICON_PATH.slice(1)), png(square(180), 180));
  for (const icon of APP_ICONS) {
    await writeFile(join(outDir, icon.path.slice(1)), png(square(icon.size), icon.size));
  }
  await writeFile(join(outDir, SHARE_IMAGE.path.slice(1)), png(shareCard, width));
}
