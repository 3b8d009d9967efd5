// What the site sells and on which terms: its plans, the trial, the legal facts and the payment provider's ids.
import { PLAN_TYPE_PATTERN, planTypeKey, WEEKDAYS } from "@membership/content";
import * as z from "zod";
import { matching, price, text, time, wholeNumber } from "./formats.js";

const plan = z.strictObject({
  type: matching(PLAN_TYPE_PATTERN, 'must be letters, digits, spaces or dashes, like "BASIC"'),
  price,
});

const weekday = z.enum(WEEKDAYS, { error: `must be a weekday: ${WEEKDAYS.join(", ")}` });

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
          from: weekday,
          to: weekday,
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

/** The keys of the offer. */
export const offerKeys = {
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
};
