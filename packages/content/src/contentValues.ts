// The values every catalogue text may quote ({brand}, {trialPrice}, …), from the configuration, and the support hours.
import { formatList, formatMessage, formatPrice, formatTime, formatWeekday } from "./format.js";
import { type ContentConfig, type LegalFacts, WEEKDAYS } from "./siteConfig.js";
import type { SiteTexts } from "./texts.js";

/** The values every catalogue text may quote, by placeholder name; a brand's own texts may quote them too. */
export const CONTENT_VALUE_NAMES = [
  "brand",
  "legalName",
  "domain",
  "phone",
  "email",
  "trialDays",
  "trialPrice",
  "planNames",
  "refundDays",
  "welcomeLetterHours",
  "billReminderHours",
  "archiveYears",
  "liabilityCap",
  "arbitrationState",
  "year",
  "acceptedCards",
  "bankDays",
] as const;

/** The cheapest plan's price as configured ("39.95"). */
export function lowestPrice(plans: ContentConfig["plans"]): string {
  const [first, ...rest] = plans;
  if (!first) throw new RangeError("The configuration has no plan");
  return rest.reduce((low, plan) => (Number(plan.price) < Number(low.price) ? plan : low), first)
    .price;
}

export function contentValues(
  config: ContentConfig,
  texts: SiteTexts,
): Record<(typeof CONTENT_VALUE_NAMES)[number], string | number> {
  const { legal, locale } = config;
  return {
    brand: config.name,
    legalName: config.legalName ?? config.name,
    domain: config.siteDomain,
    phone: config.supportPhone,
    email: config.supportEmail,
    trialDays: config.trial.days,
    trialPrice: formatPrice(config.trial.price, locale),
    planNames: formatList(
      config.plans.map((plan) => plan.type),
      locale,
    ),
    refundDays: legal.refundDays,
    welcomeLetterHours: legal.welcomeLetterHours,
    billReminderHours: legal.billReminderHours,
    archiveYears: legal.archiveYears,
    liabilityCap: formatPrice(legal.liabilityCap, locale),
    arbitrationState: legal.arbitrationState,
    year: legal.copyrightYear,
    acceptedCards: texts.paymentCards.accepted,
    bankDays: formatMessage(texts.supportHours.range, {
      from: legal.refundBankDays.min,
      to: legal.refundBankDays.max,
    }),
  };
}

/** "Monday to Friday 9:00 AM to 9:00 PM EST", one line per range of days. */
export function supportHourLines(legal: LegalFacts, texts: SiteTexts, locale: string): string[] {
  return legal.supportHours.map((hours) => {
    const from = formatWeekday(hours.from, locale);
    const to = formatWeekday(hours.to, locale);
    const next = WEEKDAYS[(WEEKDAYS.indexOf(hours.from) + 1) % WEEKDAYS.length];
    const days =
      hours.from === hours.to
        ? from
        : formatMessage(next === hours.to ? texts.supportHours.pair : texts.supportHours.range, {
            from,
            to,
          });
    return formatMessage(texts.supportHours.line, {
      days,
      opens: formatTime(hours.opens, locale),
      closes: formatTime(hours.closes, locale),
      timeZone: legal.timeZone,
    });
  });
}
