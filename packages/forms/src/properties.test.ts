import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardType } from "./card.js";
import { isExpiryValid, splitExpiry } from "./expiry.js";
import { buildCancelMessage, buildContactMessage } from "./relayMessage.js";
import { fieldHint } from "./rules.js";
import { formSchema } from "./schemas.js";
import { validateField } from "./test/validate.js";
import { type FormName, formFields } from "./values.js";

const forms: readonly FormName[] = ["contact", "cancel", "checkout", "floatingCancel"];
const anyText = fc.string({ unit: "binary", maxLength: 40 });
const anyForm = fc.constantFrom(...forms);
const fieldNames = [...new Set(forms.flatMap((form) => formFields[form])), "terms"];
const anyField = fc.oneof(fc.constantFrom(...fieldNames), anyText);
// Keys a form could hold: Yup itself trips over own keys such as "valueOf" that shadow Object methods.
const anyKey = fc.oneof(
  fc.constantFrom(...fieldNames),
  anyText.filter((key) => !(key in Object.prototype)),
);

describe("properties", () => {
  it("validateField never throws and returns text or undefined", () => {
    fc.assert(
      fc.property(
        anyForm,
        anyField,
        anyText,
        fc.date({ noInvalidDate: true }),
        (form, field, value, now) => {
          const result = validateField(form, field, value, { now });
          expect(result === undefined || typeof result === "string").toBe(true);
          fieldHint(field);
        },
      ),
    );
  });

  it("a value with surrounding spaces gets the same message as the trimmed value", () => {
    fc.assert(
      fc.property(anyForm, anyField, anyText, (form, field, value) => {
        expect(validateField(form, field, ` ${value}\t`)).toBe(validateField(form, field, value));
      }),
    );
  });

  it("card and expiry helpers never throw", () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(typeof cardType(value)).toBe("string");
        expect(typeof isExpiryValid(value)).toBe("boolean");
        const parts = splitExpiry(value);
        if (parts) expect(parts.year).toMatch(/^20\d{2}$/);
      }),
    );
  });

  it("every valid mm-yy splits into a month of 1 to 12 and the year 20yy", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, yy) => {
        const mm = String(month).padStart(2, "0");
        const two = String(yy).padStart(2, "0");
        expect(splitExpiry(`${mm}-${two}`)).toEqual({ month: mm, year: `20${two}` });
      }),
    );
  });

  it("schemas resolve or reject with a ValidationError for arbitrary records", async () => {
    const schemas = [
      formSchema("contact"),
      formSchema("cancel"),
      formSchema("checkout"),
      formSchema("floatingCancel"),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...schemas),
        fc.dictionary(anyKey, fc.oneof(anyText, fc.constant(undefined), fc.integer())),
        async (schema, values) => {
          const outcome = await schema.validate(values, { abortEarly: false }).then(
            () => "valid",
            (error: Error) => error.name,
          );
          expect(["valid", "ValidationError"]).toContain(outcome);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("message builders never throw and list every entry on its own labelled line", () => {
    const line = fc.string({ maxLength: 20 }).filter((text) => !/[\r\n\u2028\u2029]/.test(text));
    fc.assert(
      fc.property(line, line, line, line, line, (a, b, c, d, e) => {
        const contact = buildContactMessage({ firstName: a, phoneNumber: b, email: c, message: d });
        expect(contact.split("\n")).toHaveLength(6);
        const cancel = buildCancelMessage({
          orderId: a,
          phoneNumber: b,
          email: c,
          reasonForCancellation: d,
          message: e,
        });
        expect(cancel.split("\n")).toHaveLength(7);
      }),
    );
  });
});
