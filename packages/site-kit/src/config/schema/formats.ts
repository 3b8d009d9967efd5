// The formats a definition's values are written in, each with the message that says what is wanted.
import { SUPPORTED_LOCALES } from "@membership/content";
import * as z from "zod";
import { didYouMean } from "../didYouMean.js";

export const matching = (pattern: RegExp, message: string) =>
  z.string({ error: message }).trim().regex(pattern, message);

export const text = z.string({ error: "must be a text" }).trim().min(1, "must be a text");

/** A text in the site's language, or one per locale: `"…"` or `{ "en-US": "…", "es-US": "…" }`. */
export const localizedText = z.union(
  [
    text,
    z
      .partialRecord(z.enum(SUPPORTED_LOCALES), text)
      .refine((texts) => Object.keys(texts).length > 0, "names no locale"),
  ],
  { error: `must be a text, or one text per locale like { "en-US": "…", "es-US": "…" }` },
);

/** Dollars, with cents or without: "24.95", "39". */
export const PRICE = /^\d{1,6}(\.\d{2})?$/;
export const price = matching(PRICE, 'must be dollars and cents like "24.95"');
const COLOUR = /^#[0-9a-fA-F]{6}$/;
export const colour = matching(COLOUR, 'must be a colour like "#6B1FA2"');
/** Ten US digits once spaces, dots, dashes and parentheses are removed; an optional leading +1. */
export const US_PHONE = /^(\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/;
export const DOMAIN =
  /^(localhost|([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)$/;
export const httpsUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: 'must be a full URL like "https://www.example.com/page"',
});

export const supportedLocale = z.enum(SUPPORTED_LOCALES, {
  error: `must be one of ${SUPPORTED_LOCALES.join(", ")}`,
});
export const wholeNumber = (what: string, min = 0) =>
  z.int({ error: `must be a whole number of ${what}` }).min(min, `must be at least ${min}`);

export const svgFile = matching(/\.svg$/i, "must be the path of an SVG file");
const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/i;
export const imageFile = matching(
  IMAGE,
  "must be the path of an image (.svg, .png, .jpg, .webp or .avif)",
);

export const time = matching(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "09:00"');

/** One of `options`, or a message that lists them (and the one the value was likely meant to be). */
export const oneOf = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.enum(options, {
    error: (issue) =>
      `must be one of ${options.join(", ")}${typeof issue.input === "string" ? didYouMean(issue.input, options) : ""}`,
  });
