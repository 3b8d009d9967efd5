import { type ObjectSchema, object, string, ValidationError } from "yup";
import {
  checkField,
  type RuleContext,
  type RuleReading,
  ruleContext,
  type ValidateOptions,
} from "./rules.js";
import { type FormName, type FormValues, formFields } from "./values.js";

export interface SchemaOptions extends ValidateOptions {
  /**
   * "field" (default): the per-change messages, as a Formik `validationSchema` shows them (the cvv needs 4
   * characters, the expiry date is checked against the clock). "submit": the pre-submit format step (a 3- or
   * 4-digit cvv passes; the expiry date is a later step of its own).
   */
  readonly reading?: RuleReading;
}

// One Yup test per field runs the rule of the catalogue: the forms and the flows validate through these schemas.
function schemaOf<Form extends FormName>(
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

/** The Yup schema of a form under one reading of its rules (a Formik `validationSchema`). */
export function formSchema<Form extends FormName>(
  form: Form,
  options: SchemaOptions = {},
): ObjectSchema<FormValues[Form]> {
  return schemaOf(form, ruleContext(options.reading ?? "field", options));
}

/** The first of `fields` (in the visitor's order) whose value the form's schema refuses, with its message. */
export function firstFieldProblem<Form extends FormName>(
  form: Form,
  values: Readonly<Record<string, string>>,
  context: RuleContext,
  fields: readonly string[] = formFields[form],
): { field: string; text: string } | undefined {
  try {
    schemaOf(form, context).validateSync(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages = new Map(error.inner.map((problem) => [problem.path, problem.message]));
    const field = fields.find((name) => messages.has(name));
    return field === undefined ? undefined : { field, text: messages.get(field) ?? "" };
  }
}
