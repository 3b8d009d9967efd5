// Every rule, schema, card helper and message builder against what an anonymous visitor can type.

import {
  HOSTILE_SAMPLES,
  hostileText,
  readRelayMessage,
  visibleText as visible,
} from "@membership/test-fixtures/hostile-text";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardType } from "./card.js";
import { isExpiryFormat, isExpiryValid, splitExpiry } from "./expiry.js";
import { defaultMessages } from "./messages.js";
import { buildCancelMessage, buildContactMessage } from "./relayMessage.js";
import { formSchema } from "./schemas.js";
import { validateField, validateForm } from "./test/validate.js";
import { type FormName, formFields } from "./values.js";

const forms = Object.keys(formFields) as FormName[];
const catalogueTexts = new Set<string>(
  Object.values(defaultMessages).flatMap((group) => Object.values(group)),
);
const anyDate = fc.date({ noInvalidDate: true });

// Every field of the §5 catalogue, by form: the table the properties below run over.
const everyField = forms.flatMap((form) =>
  formFields[form].map((field: string) => ({ form, field })),
);

/**
 * What a value that passes a field's rule may contain (per-change reading): never a line break or
 * a control character. Free-text fields (and the e-mail's local part) may hold markup: the site
 * shows them as text.
 */
const acceptedShapes: Partial<Record<string, RegExp>> = {
  cardNumber: /^\d{1,16}$/,
  fcvv: /^\d{4}$/,
  expDate: /^(0[1-9]|1[0-2])-\d{2}$/,
  zipCode: /^\d+$/,
  firstName: /^[\p{L}\p{M} ]+$/u,
  lastName: /^[\p{L}\p{M} ]+$/u,
  email: /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u,
  state: /^[A-Za-z ]+$/,
};

// The phone and order id rules differ by form: the floating dialog wants 10 digits and takes any order id.
function shapeOf(form: FormName, field: string): RegExp | undefined {
  if (field === "phoneNumber") return form === "floatingCancel" ? /^\d{10}$/ : /^[\d ()]{10}$/;
  if (field === "orderId") return form === "cancel" ? /^[^<>{}\p{Cc}]+$/u : undefined;
  return acceptedShapes[field];
}

// A value the field accepts, so hostile text slipped into it tests the rule's edges, not only its first check.
const acceptedSamples: Readonly<Record<string, string>> = {
  cardNumber: "4111111111111111",
  fcvv: "1234",
  expDate: "08-99",
  zipCode: "33101",
  firstName: "Ada Lovelace",
  lastName: "Lovelace",
  email: "ada@example.com",
  state: "Florida",
  phoneNumber: "3055550123",
  orderId: "A-1017",
};

function hostileNear(sample: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.nat({ max: sample.length }),
      fc.oneof(hostileText, fc.string({ unit: "binary", maxLength: 2 })),
    )
    .map(([at, inserted]) => `${sample.slice(0, at)}${inserted}${sample.slice(at)}`);
}

describe.each(everyField)("$field of the $form form, on hostile text", ({ form, field }) => {
  it("never throws and answers with a catalogue text, never with the visitor's input", () => {
    fc.assert(
      fc.property(hostileText, anyDate, (value, now) => {
        const message = validateField(form, field, value, { now });
        if (message !== undefined) expect(catalogueTexts).toContain(message);
      }),
      { numRuns: 150 },
    );
  });

  const expected = shapeOf(form, field);
  if (expected) {
    it(`accepts only values shaped like ${expected}`, () => {
      const sample = acceptedSamples[field] ?? "";
      fc.assert(
        fc.property(fc.oneof(hostileText, hostileNear(sample)), (value) => {
          if (validateField(form, field, value) === undefined) {
            expect(value.trim()).toMatch(expected);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe.each(Object.entries(HOSTILE_SAMPLES))("the sample %s", (_name, sample) => {
  it.each(everyField)(
    "is answered on $field of the $form form by a catalogue text or accepted",
    ({ form, field }) => {
      const message = validateField(form, field, sample);
      if (message !== undefined) expect(catalogueTexts).toContain(message);
    },
  );
});

describe("whole forms on hostile records", () => {
  const anyRecord = (form: FormName) =>
    fc.record(Object.fromEntries(formFields[form].map((field) => [field, hostileText])));

  it.each(forms)("validateForm(%s) keys its messages by the form's own fields", (form) => {
    fc.assert(
      fc.property(anyRecord(form), anyDate, (values, now) => {
        const errors = validateForm(form, values, { now });
        for (const [field, text] of Object.entries(errors)) {
          expect(formFields[form]).toContain(field);
          expect(catalogueTexts).toContain(text);
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each(forms)("the %s schema resolves, or rejects with catalogue texts only", async (form) => {
    const schema = {
      contact: formSchema("contact"),
      cancel: formSchema("cancel"),
      checkout: formSchema("checkout"),
      floatingCancel: formSchema("floatingCancel"),
    }[form];
    await fc.assert(
      fc.asyncProperty(anyRecord(form), async (values) => {
        const errors = await schema.validate(values, { abortEarly: false }).then(
          () => [],
          (error: { name: string; errors: string[] }) => {
            expect(error.name).toBe("ValidationError");
            return error.errors;
          },
        );
        for (const text of errors) expect(catalogueTexts).toContain(text);
      }),
      { numRuns: 40 },
    );
  });
});

describe("card and expiry helpers on hostile text", () => {
  it("name a known brand, and accept an expiry only in the mm-yy shape", () => {
    fc.assert(
      fc.property(hostileText, anyDate, (value, now) => {
        expect([
          "Visa",
          "Mastercard",
          "American Express",
          "Discover",
          "Other payment method",
        ]).toContain(cardType(value));
        const parts = splitExpiry(value);
        expect(parts !== undefined).toBe(isExpiryFormat(value));
        if (isExpiryValid(value, now)) expect(parts?.year).toMatch(/^20\d{2}$/);
      }),
      { numRuns: 300 },
    );
  });
});

describe("relay messages on hostile entries", () => {
  const labels = defaultMessages.relayLabels;

  it("the contact message keeps its four labelled entries and every visible character", () => {
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, hostileText, (name, phone, mail, text) => {
        const values = { firstName: name, phoneNumber: phone, email: mail, message: text };
        const { title, entries } = readRelayMessage(buildContactMessage(values));
        expect(title).toBe(labels.contactTitle);
        expect(entries.map(([label]) => label)).toEqual([
          labels.fullName,
          labels.phoneNumber,
          labels.email,
          labels.message,
        ]);
        Object.values(values).forEach((value, index) => {
          const sent = entries[index]?.[1] ?? "";
          expect(visible(sent)).toBe(visible(value) || "(not given)");
        });
      }),
      { numRuns: 150 },
    );
  });

  it("the cancellation message keeps its five labelled entries and every visible character", () => {
    fc.assert(
      fc.property(
        fc.record({
          orderId: hostileText,
          phoneNumber: hostileText,
          email: hostileText,
          reasonForCancellation: hostileText,
          message: hostileText,
        }),
        (values) => {
          const { title, entries } = readRelayMessage(buildCancelMessage(values));
          expect(title).toBe(labels.cancelTitle);
          expect(entries).toHaveLength(5);
          Object.values(values).forEach((value, index) => {
            expect(visible(entries[index]?.[1] ?? "")).toBe(visible(value) || "(not given)");
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
