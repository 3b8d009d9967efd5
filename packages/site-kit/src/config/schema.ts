// The one schema of a site's definition: site.config.ts and brand.json (its JSON form) are checked by it at scaffolding,
// at `dev` and at `build`, and the JSON Schema shipped with the kit is generated from it (ADR 0005).
import { PLAN_TYPE_PATTERN, planTypeKey, SUPPORTED_LOCALES, WEEKDAYS } from "@membership/content";
import type { MembershipTheme } from "@membership/ui/theme";
import * as z from "zod";
import { CONSENT_CATEGORIES, needsConsent } from "../site/consentCategories.js";
import {
  CAPTCHA_INTEGRATION_ID,
  EVENTS_INTEGRATION_ID,
  EVERY_PAGE,
  EVERY_PAGE_BUT_PAYMENT,
  INTEGRATION_LOADS,
  INTEGRATION_PURPOSES,
  SOURCE_KINDS,
} from "../site/integrationKinds.js";
import {
  KIT_PAGE_IDS,
  NOT_FOUND_ID,
  PAYMENT_PAGE_ID,
  REQUIRED_PAGE_IDS,
} from "../site/kitPages.js";
import { siteLocales } from "../site/locale.js";
import { SECTIONS } from "../site/storage.js";
import type { BrandVariable } from "./brandVariables.js";
import { didYouMean } from "./didYouMean.js";

const nonBlank = (message: string) => z.string({ error: message }).trim().min(1, message);
const matching = (pattern: RegExp, message: string) =>
  z.string({ error: message }).trim().regex(pattern, message);

const text = nonBlank("must be a text");

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
const PRICE = /^\d{1,6}(\.\d{2})?$/;
const price = matching(PRICE, 'must be dollars and cents like "24.95"');
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const colour = matching(COLOUR, 'must be a colour like "#6B1FA2"');
/** Ten US digits once spaces, dots, dashes and parentheses are removed; an optional leading +1. */
const US_PHONE = /^(\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/;
const DOMAIN =
  /^(localhost|([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)$/;
const httpsUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: 'must be a full URL like "https://www.example.com/page"',
});

const supportedLocale = z.enum(SUPPORTED_LOCALES, {
  error: `must be one of ${SUPPORTED_LOCALES.join(", ")}`,
});
const wholeNumber = (what: string, min = 0) =>
  z.int({ error: `must be a whole number of ${what}` }).min(min, `must be at least ${min}`);

const svgFile = matching(/\.svg$/i, "must be the path of an SVG file");
const IMAGE = /\.(svg|png|jpe?g|webp|avif)$/i;
const imageFile = matching(
  IMAGE,
  "must be the path of an image (.svg, .png, .jpg, .webp or .avif)",
);

const address = z.strictObject({
  street: text,
  city: text,
  state: matching(/^[A-Z]{2}$/, 'must be a two-letter state code like "FL"'),
  zip: matching(/^\d{5}(-\d{4})?$/, 'must be a ZIP code like "32801"'),
});

const plan = z.strictObject({
  type: matching(PLAN_TYPE_PATTERN, 'must be letters, digits, spaces or dashes, like "BASIC"'),
  price,
});

const time = matching(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "09:00"');

/** Any of the legal facts (content's LegalFacts); the specification's for the rest. */
const legal = z
  .strictObject({
    arbitrationState: text,
    liabilityCap: z.number({ error: "must be a number of dollars" }).min(0),
    archiveYears: wholeNumber("years", 1),
    refundDays: wholeNumber("days"),
    refundBankDays: z.strictObject({ min: wholeNumber("days"), max: wholeNumber("days") }),
    welcomeLetterHours: wholeNumber("hours", 1),
    billReminderHours: wholeNumber("hours", 1),
    supportHours: z
      .array(
        z.strictObject({
          from: z.enum(WEEKDAYS, { error: `must be a weekday: ${WEEKDAYS.join(", ")}` }),
          to: z.enum(WEEKDAYS, { error: `must be a weekday: ${WEEKDAYS.join(", ")}` }),
          opens: time,
          closes: time,
        }),
      )
      .min(1, "must list at least one range of days"),
    timeZone: text,
    policiesLastUpdated: z.iso.date({ error: 'must be a date like "2024-10-03"' }),
    copyrightYear: wholeNumber("years", 2000),
  })
  .partial();

const font = z
  .strictObject({
    family: text,
    /** One file: `{ "family": "Nunito", "file": "fonts/nunito.woff2" }`. */
    file: matching(/\.(woff2?|ttf|otf)$/i, "must be the path of a font file (.woff2)").optional(),
    files: z
      .array(
        z.strictObject({
          src: matching(/\.(woff2?|ttf|otf)$/i, "must be the path of a font file (.woff2)"),
          weight: text.optional(),
          style: z.enum(["normal", "italic"]).optional(),
        }),
      )
      .min(1)
      .optional(),
  })
  .refine((face) => (face.file === undefined) !== (face.files === undefined), {
    message: 'needs "file" or "files", not both',
  })
  .transform(({ family, file, files }) => ({
    family,
    files: files ?? [{ src: file ?? "" }],
  }));

/** A brand's three colours, from which the kit derives every colour role. */
const brandColours = z.strictObject({
  primary: colour,
  secondary: colour.optional(),
  accent: colour.optional(),
});

/** A complete ui theme (site.config.ts only): taken as it is. */
const completeTheme = z.custom<MembershipTheme>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    "colors" in value &&
    "typography" in value &&
    "spacing" in value,
  'must be brand colours like { primary: "#6B1FA2" } or a complete theme',
);
export const themeSchema = z.union([brandColours, completeTheme]);

/** A link of the nav or the footer: a path of the site ("/faq") or a full URL. */
const link = z.strictObject({
  label: localizedText,
  href: z.union([matching(/^\/[a-z0-9\-/]*$/, "must be a path of the site"), httpsUrl], {
    error: 'must be a path of the site like "/faq" or a full URL like "https://…"',
  }),
});

const pageText = z.strictObject({
  name: localizedText,
  hero: z.strictObject({ title: localizedText, text: localizedText }),
  banner: z
    .strictObject({ title: localizedText, body: localizedText, button: localizedText.optional() })
    .optional(),
  seo: z.strictObject({ title: localizedText, description: localizedText }),
});

const pageDefinition = z.strictObject({
  /** Route path, e.g. "/benefits"; a kit page keeps its own when omitted. */
  path: matching(/^\/[a-z0-9\-/]*$/, 'must be a lower-case path like "/benefits"').optional(),
  /** The page component's module (default export), relative to the site's root, or to brand.json. */
  component: matching(/\.(tsx|jsx|ts|js)$/, "must be the path of a module (.tsx)").optional(),
  /** The texts of a page the catalogues do not have (placeholders such as {brand} are filled). */
  texts: pageText.optional(),
  /** The nav section the page counts as for the underline (spec §2). */
  section: z.enum(SECTIONS, { error: `must be one of ${SECTIONS.join(", ")}` }).optional(),
  /** Kept out of search results and the sitemap. */
  noindex: z.boolean().optional(),
});

const pages = z
  .record(
    z.string().regex(/^[a-z0-9-]+$/, "page ids are lower-case words with dashes"),
    z.union([z.literal(false), pageDefinition], {
      error: "must be false (no such page) or a page definition",
    }),
  )
  .superRefine((entries, context) => {
    for (const [id, page] of Object.entries(entries)) {
      const kitPage = KIT_PAGE_IDS.includes(id) || id === NOT_FOUND_ID;
      if (page === false && !kitPage) {
        context.addIssue({
          code: "custom",
          path: [id],
          message: `is not a page of the kit, so it cannot be removed${didYouMean(id, KIT_PAGE_IDS)}`,
        });
      } else if (page === false && (REQUIRED_PAGE_IDS.includes(id) || id === NOT_FOUND_ID)) {
        context.addIssue({
          code: "custom",
          path: [id],
          message: `cannot be removed: the kit's other pages lead to it (removable: ${KIT_PAGE_IDS.filter((kit) => !REQUIRED_PAGE_IDS.includes(kit)).join(", ")})`,
        });
      } else if (page !== false && !kitPage && (!page.path || !page.component)) {
        context.addIssue({
          code: "custom",
          path: [id],
          message: `is not a page of the kit: a new page needs a "path" and a "component"${didYouMean(id, KIT_PAGE_IDS)}`,
        });
      }
    }
  });

/** One of `options`, or a message that lists them (and the one the value was likely meant to be). */
const oneOf = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.enum(options, {
    error: (issue) =>
      `must be one of ${options.join(", ")}${typeof issue.input === "string" ? didYouMean(issue.input, options) : ""}`,
  });

/** A CSP source of a third party: its origin, or a URL prefix ending in "/". */
const thirdPartySource = matching(
  /^(https?|wss?):\/\/[a-z0-9.-]+(:\d+)?(\/([^\s;,'*]*\/)?)?$/i,
  'must be an origin like "https://stats.example.com", or a URL prefix ending in "/"',
).transform((source) => source.replace(/^([^/]+\/\/[^/]+)\/$/, "$1"));

/** A third party of the site: what it loads, from where, on which pages, with which consent (site/integrations.ts). */
const integration = z.strictObject({
  id: matching(/^[a-z][a-z0-9-]*$/, 'must be a lower-case word with dashes, like "stats"'),
  purpose: oneOf(INTEGRATION_PURPOSES),
  script: httpsUrl
    .optional()
    .describe("The vendor's script; a chat's may come from VITE_CHAT_SCRIPT_URL instead."),
  origins: z
    .partialRecord(
      z.enum(SOURCE_KINDS),
      z.array(thirdPartySource, { error: 'must list origins like ["https://x.example.com"]' }),
    )
    .optional()
    .describe("What it reaches besides its script's origin, by kind of request."),
  consent: oneOf(CONSENT_CATEGORIES).describe(
    "necessary and functional run at once; analytics and marketing once the visitor accepts.",
  ),
  pages: z
    .union([
      z.literal(EVERY_PAGE),
      z.literal(EVERY_PAGE_BUT_PAYMENT),
      z
        .array(z.string().regex(/^[a-z0-9-]+$/, "page ids are lower-case words with dashes"))
        .min(1, "must list at least one page id"),
    ])
    .optional()
    .describe(`"${EVERY_PAGE}", "${EVERY_PAGE_BUT_PAYMENT}" (the default) or a list of page ids.`),
  loads: oneOf(INTEGRATION_LOADS)
    .optional()
    .describe(
      "start (the default): once the page has loaded, at its first idle moment; idle: when the browser is idle; click: when the visitor presses its button.",
    ),
  data: localizedText.describe("What it collects, in a few words, for the privacy notice."),
  label: localizedText
    .optional()
    .describe(
      'The text of its button when it loads on click; "Chat with us" for a chat by default.',
    ),
});

export type IntegrationDefinition = z.output<typeof integration>;

/** The brand's own facts: shown, dialled, written to, linked. */
const brandFacts = {
  name: text.describe("The brand, as shown."),
  domain: matching(
    DOMAIN,
    'must be a host name without scheme or path, like "example.com"',
  ).describe("Host name without scheme, e.g. example.com."),
  supportPhone: matching(
    US_PHONE,
    'must be a US phone number of 10 digits, like "(800) 555-0100"',
  ).describe("Shown as written, dialled as its digits."),
  supportEmail: z
    .email({ error: 'must be an e-mail address like "support@example.com"' })
    .describe("The support e-mail address."),
  address: address.optional().describe("The business address in the footer and the policies."),
  memberPortalUrl: httpsUrl.optional().describe("Where LOGIN goes (a new tab)."),
  social: z.strictObject({ facebookUrl: httpsUrl, instagramUrl: httpsUrl }).optional(),
  legalName: text
    .optional()
    .describe("The legal entity the policies name; the brand's name by default."),
};

export const BRAND_FACT_KEYS = Object.keys(brandFacts) as (keyof typeof brandFacts)[];

/** The format of each brand variable's value (env.ts's BRAND_VARIABLES): that of the definition's key it replaces. */
export const brandVariableSchemas = {
  VITE_BRAND_NAME: brandFacts.name,
  VITE_SITE_DOMAIN: brandFacts.domain,
  VITE_SUPPORT_PHONE: brandFacts.supportPhone,
  VITE_SUPPORT_EMAIL: brandFacts.supportEmail,
  VITE_MEMBER_PORTAL_URL: httpsUrl,
  VITE_ADDRESS_STREET: address.shape.street,
  VITE_ADDRESS_CITY: address.shape.city,
  VITE_ADDRESS_STATE: address.shape.state,
  VITE_ADDRESS_ZIP: address.shape.zip,
  VITE_FACEBOOK_URL: httpsUrl,
  VITE_INSTAGRAM_URL: httpsUrl,
} as const satisfies Record<BrandVariable, z.ZodType>;

export const siteDefinitionSchema = z
  .strictObject({
    $schema: z.string().optional().describe("The JSON Schema of brand.json, for editors."),
    ...brandFacts,
    locale: supportedLocale.optional().describe("The language of every text: `locales` with one."),
    locales: z
      .array(supportedLocale, { error: 'must list locales like ["en-US", "es-US"]' })
      .min(1, "must list at least one locale")
      .refine((list) => new Set(list).size === list.length, "lists a locale twice")
      .optional()
      .describe(
        "The site's languages, the default first at /, each other under its prefix (/es/).",
      ),
    alternates: z
      .array(z.strictObject({ locale: supportedLocale, origin: httpsUrl }))
      .optional()
      .describe("Languages the brand serves from another site, which the two sites link to."),
    plans: z
      .array(plan, {
        error: 'must list one to four plans like [{ "type": "BASIC", "price": "24.95" }]',
      })
      .min(1, "must list at least one plan")
      .max(4, "must list at most four plans")
      .superRefine((list, context) => {
        const seen = new Set<string>();
        list.forEach((entry, index) => {
          const key = planTypeKey(entry.type);
          if (seen.has(key)) {
            context.addIssue({
              code: "custom",
              path: [index, "type"],
              message: `"${entry.type}" is another plan's type (types are compared in upper case)`,
            });
          }
          seen.add(key);
        });
      })
      .describe("One to four monthly plans, in display order."),
    trial: z
      .strictObject({ price, days: wholeNumber("days", 1) })
      .describe("The trial every plan starts with: the amount charged at checkout."),
    legal: legal.optional().describe("Any of the legal facts; the specification's for the rest."),
    payment: z
      .strictObject({
        merchantId: z
          .int({ error: "must be the payment provider's merchant id, a whole number" })
          .positive(),
        productId: z
          .int({ error: "must be the payment provider's product id, a whole number" })
          .positive(),
        declineCodes: z
          .array(z.int({ error: "must be a ResponseCode, a whole number" }).positive())
          .nonempty()
          .optional()
          .describe(
            "The provider's ResponseCodes that are a definite decline, nothing charged; 402 when omitted. Any other code but 200 leaves the order pending.",
          ),
      })
      .optional()
      .describe(
        "The payment order's ids (a production build needs both) and the provider's decline codes.",
      ),
    theme: themeSchema.optional().describe("The brand's colours; the kit derives the whole theme."),
    logo: svgFile
      .optional()
      .describe("An SVG file: the header's logo, the favicon and the app icons."),
    font: font.optional().describe("A self-hosted font: its family and its files."),
    team: z
      .array(
        z.strictObject({
          name: text,
          title: localizedText,
          photo: imageFile.describe(
            "An image file; shown 144 px square, the name as its alternative text.",
          ),
        }),
      )
      .optional()
      .describe("The brand's people on the About page; no team section when absent."),
    benefits: z
      .array(
        z.strictObject({
          title: localizedText,
          description: localizedText,
          icon: svgFile.optional().describe("An SVG file; a default icon when absent."),
        }),
      )
      .min(1, "must list at least one benefit")
      .optional()
      .describe("The benefit cards of the home page; the specification's ten when absent."),
    heroCards: z
      .array(z.strictObject({ title: localizedText, text: localizedText }))
      .min(1, "must list at least one card")
      .max(6, "must list at most six cards")
      .optional()
      .describe("The home page's cards under its hero."),
    howItWorksSteps: z
      .array(localizedText)
      .min(1, "must list at least one step")
      .max(8, "must list at most eight steps")
      .optional()
      .describe("The home page's how-it-works steps."),
    navLinks: z
      .array(link)
      .max(3, "must list at most three links")
      .optional()
      .describe("Links added to the header's nav."),
    footerLinks: z.array(link).optional().describe("Links added to the footer's links."),
    texts: z
      .record(z.string(), localizedText)
      .optional()
      .describe('Catalogue texts replaced by key, e.g. { "pages.home.hero.title": "…" }.'),
    pages: pages
      .optional()
      .describe("Kit pages changed or removed (false), and pages added, by page id."),
    integrations: z
      .array(integration)
      .optional()
      .describe(
        "The site's third parties (analytics, a chat, others): every page's CSP and the scripts it loads follow.",
      ),
    events: z
      .strictObject({
        endpoint: httpsUrl.describe(
          "The collector of the site's conversion events; VITE_EVENTS_ENDPOINT replaces it.",
        ),
      })
      .optional()
      .describe(
        "Conversion events (page views, Buy, checkout, purchase outcome, forms sent) that identify no one.",
      ),
  })
  .superRefine((definition, context) => {
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
    checkIntegrations(definition, context);
  });

/**
 * Ids used once, none the kit's own captcha; pages that exist, never the payment page; a script wherever the kit has
 * none to give.
 */
function checkIntegrations(
  definition: { integrations?: IntegrationDefinition[]; pages?: Record<string, unknown> },
  context: z.RefinementCtx,
) {
  const sitePages = [
    ...KIT_PAGE_IDS.filter((id) => definition.pages?.[id] !== false),
    ...Object.keys(definition.pages ?? {}).filter(
      (id) => !KIT_PAGE_IDS.includes(id) && definition.pages?.[id] !== false,
    ),
  ];
  const seen = new Set<string>();
  let chats = 0;
  definition.integrations?.forEach((entry, index) => {
    const problem = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path: ["integrations", index, ...path], message });
    if (seen.has(entry.id)) problem(["id"], `"${entry.id}" is another integration's id`);
    seen.add(entry.id);
    if (entry.id === CAPTCHA_INTEGRATION_ID)
      problem(["id"], `"${entry.id}" is the kit's own (VITE_RECAPTCHA_SITE_KEY)`);
    if (entry.id === EVENTS_INTEGRATION_ID)
      problem(["id"], `"${entry.id}" is the kit's own (events.endpoint)`);
    if (entry.loads === "click" && needsConsent(entry))
      problem(["loads"], "cannot be click: what needs consent loads once the visitor allows it");
    if (entry.purpose === "chat" && chats++ > 0)
      problem(
        ["purpose"],
        "is a second chat: the site has one (VITE_CHAT_SCRIPT_URL sets its script)",
      );
    if (entry.script === undefined && entry.purpose !== "chat")
      problem(["script"], "is required (only a chat's may come from VITE_CHAT_SCRIPT_URL)");
    const onPaymentPage = "no third party but the captcha shares the page with the card fields";
    if (entry.pages === EVERY_PAGE)
      problem(["pages"], `cannot include the payment page: ${onPaymentPage}`);
    if (Array.isArray(entry.pages)) {
      entry.pages.forEach((id, at) => {
        if (id === PAYMENT_PAGE_ID) problem(["pages", at], `is the payment page: ${onPaymentPage}`);
        else if (!sitePages.includes(id))
          problem(["pages", at], `is not a page of the site${didYouMean(id, sitePages)}`);
      });
    }
  });
}

/** site.config.ts and brand.json as written. */
export type SiteDefinitionInput = z.input<typeof siteDefinitionSchema>;

/** A definition the schema accepted, with every key in its place. */
export type SiteDefinition = Omit<z.output<typeof siteDefinitionSchema>, "$schema">;
