// The site's third parties, declared once (ADR 0012), and the collector of its own events (ADR 0013).
import * as z from "zod";
import { CONSENT_CATEGORIES, needsConsent } from "../../site/consentCategories.js";
import {
  CAPTCHA_INTEGRATION_ID,
  EVENTS_INTEGRATION_ID,
  EVERY_PAGE,
  EVERY_PAGE_BUT_PAYMENT,
  INTEGRATION_LOADS,
  INTEGRATION_PURPOSES,
  SOURCE_KINDS,
} from "../../site/integrationKinds.js";
import { KIT_PAGE_IDS, PAYMENT_PAGE_ID } from "../../site/kitPages.js";
import { didYouMean } from "../didYouMean.js";
import { httpsUrl, localizedText, matching, oneOf } from "./formats.js";

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

/** The keys of the third parties and the events. */
export const integrationKeys = {
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
};

/**
 * Ids used once, none the kit's own captcha; pages that exist, never the payment page; a script wherever the kit has
 * none to give.
 */
export function checkIntegrations(
  definition: { integrations?: IntegrationDefinition[]; pages?: Record<string, unknown> },
  context: z.RefinementCtx,
) {
  // The kit's pages, then the site's own, less those removed.
  const sitePages = [...new Set([...KIT_PAGE_IDS, ...Object.keys(definition.pages ?? {})])].filter(
    (id) => definition.pages?.[id] !== false,
  );
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
