// Colour arithmetic for deriving a brand's theme from one colour: sRGB mixing and WCAG 2 contrast.

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** "#0A5AA8" or "#0a5" → [10, 90, 168]; throws on anything else. */
export function parseHex(color: string): Rgb {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const parts = short ? short.slice(1).map((digit) => digit + digit) : long?.slice(1);
  if (!parts) throw new RangeError(`Not a #rrggbb colour: "${color}"`);
  return parts.map((part) => Number.parseInt(part, 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase()}`;
}

/** `color` moved `amount` (0–1) of the way towards `target`. */
function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return color.map(
    (channel, index) => channel + ((target[index] ?? 0) - channel) * amount,
  ) as unknown as Rgb;
}

export const shade = (color: string, amount: number): string =>
  toHex(mix(parseHex(color), BLACK, amount));
export const tint = (color: string, amount: number): string =>
  toHex(mix(parseHex(color), WHITE, amount));

/** "rgba(r, g, b, alpha)" of a hex colour. */
export function withAlpha(color: string, alpha: number): string {
  const [r, g, b] = parseHex(color);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** [r, g, b, alpha] of a hex, rgb() or rgba() colour. */
function parseColor(color: string): [...Rgb, number] {
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4] ?? 1)];
  try {
    return [...parseHex(color), 1];
  } catch {
    throw new RangeError(`Not a #rrggbb or rgb(a) colour: ${color}`);
  }
}

/** The colour seen when `top` (maybe translucent) lies over the opaque `bottom`. */
function over(top: string, bottom: Rgb): Rgb {
  const [r, g, b, alpha] = parseColor(top);
  return mix(bottom, [r, g, b], alpha);
}

function relativeLuminance(color: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color[0]) + 0.7152 * linear(color[1]) + 0.0722 * linear(color[2]);
}

/** The WCAG 2 contrast ratio of two colours, from 1 to 21; a translucent background is judged over white. */
export function contrastRatio(foreground: string, background: string): number {
  const back = over(background, WHITE);
  const [lighter, darker] = [
    relativeLuminance(over(foreground, back)),
    relativeLuminance(back),
  ].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened in small steps until it reaches `ratio` against `background` (or black). */
export function darkenToContrast(color: string, background: string, ratio: number): string {
  let candidate = color;
  for (let step = 1; contrastRatio(candidate, background) < ratio && step <= 20; step += 1) {
    candidate = shade(color, step * 0.05);
  }
  return candidate;
}
