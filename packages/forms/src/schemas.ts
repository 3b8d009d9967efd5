import { type ObjectSchema, object, string } from "yup";
import type { MessageOverrides } from "./messages.js";
import { checkField, type RuleContext, ruleContext } from "./rules.js";
import {
  type CancelValues,
  type CheckoutValues,
  type ContactValues,
  type FloatingCancelValues,
  type FormName,
  type FormValues,
  formFields,
} from "./values.js";

// One Yup test per field that runs the same rule as the flows, so the texts cannot drift apart.
function formSchema<Form extends FormName>(
  form: Form,
  context: RuleContext,
): ObjectSchema<FormValues[Form]> {
  const shape = Object.fromEntries(
    formFields[form].map((field) => [
      field,
      // Formik hands Yup `undefined` for an empty input; the default reads it as "".
      string()
        .default("")
        .test({
          name: field,
          test(value, testContext) {
            const text = checkField(form, field, value, context);
            // A function message keeps Yup from interpolating `${…}` inside an overridden text.
            return text === undefined ? true : testContext.createError({ message: () => text });
          },
        }),
    ]),
  );
  return object(shape) as unknown as ObjectSchema<FormValues[Form]>;
}

/** Yup schema of the contact form (a Formik `validationSchema`). */
export function contactSchema(messages?: MessageOverrides): ObjectSchema<ContactValues> {
  return formSchema("contact", ruleContext("schema", { messages }));
}

/** Yup schema of the cancel form, including the order id's special-character check. */
export function cancelSchema(messages?: MessageOverrides): ObjectSchema<CancelValues> {
  return formSchema("cancel", ruleContext("schema", { messages }));
}

export interface CheckoutSchemaOptions {
  /** The clock for the expiry date; when omitted, the time of each validation. */
  readonly now?: Date;
  readonly messages?: MessageOverrides;
}

/**
 * Yup schema of the checkout form, with the submit readings: the cvv takes 3 or 4 digits and the
 * expiry date must be mm-yy, month 1 to 12, not in the past.
 */
export function checkoutSchema(options: CheckoutSchemaOptions = {}): ObjectSchema<CheckoutValues> {
  return formSchema("checkout", ruleContext("schema", options));
}

/** Yup schema of the floating cancellation dialog; its message is optional. */
export function floatingCancelSchema(
  messages?: MessageOverrides,
): ObjectSchema<FloatingCancelValues> {
  return formSchema("floatingCancel", ruleContext("schema", { messages }));
}
