// The site's languages: one, or several (the first at /, each other under its prefix), and those served elsewhere.
import * as z from "zod";
import { siteLocales } from "../../site/locale.js";
import { httpsUrl, supportedLocale } from "./formats.js";

/** The keys of the languages. */
export const languageKeys = {
  locale: supportedLocale.optional().describe("The language of every text: `locales` with one."),
  locales: z
    .array(supportedLocale, { error: 'must list locales like ["en-US", "es-US"]' })
    .min(1, "must list at least one locale")
    .refine((list) => new Set(list).size === list.length, "lists a locale twice")
    .optional()
    .describe("The site's languages, the default first at /, each other under its prefix (/es/)."),
  alternates: z
    .array(z.strictObject({ locale: supportedLocale, origin: httpsUrl }))
    .optional()
    .describe("Languages the brand serves from another site, which the two sites link to."),
};

/** One of `locale` and `locales`, and no language served both here and at an alternate. */
export function checkLanguages(
  definition: {
    locale?: z.output<typeof supportedLocale> | undefined;
    locales?: z.output<typeof supportedLocale>[] | undefined;
    alternates?: { locale: z.output<typeof supportedLocale>; origin: string }[] | undefined;
  },
  context: z.RefinementCtx,
) {
  if (definition.locale !== undefined && definition.locales !== undefined) {
    context.addIssue({
      code: "custom",
      path: ["locale"],
      message: 'is also given as "locales": keep that one',
    });
  }
  const served = siteLocales(definition);
  definition.alternates?.forEach((alternate, index) => {
    if (served.includes(alternate.locale)) {
      context.addIssue({
        code: "custom",
        path: ["alternates", index, "locale"],
        message: `is served by this site already ("locales")`,
      });
    }
  });
}
