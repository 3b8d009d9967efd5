// Tests read the rules through the forms' one path: the Yup schema under the per-change reading.
import { ValidationError } from "yup";
import { formSchema, type SchemaOptions } from "../schemas.js";
import type { FormName, FormValues } from "../values.js";

/** The per-change message of one field, or undefined when its value passes. */
export function validateField(
  form: FormName,
  field: string,
  value: string,
  options?: SchemaOptions,
): string | undefined {
  const schema = formSchema(form, options);
  if (!Object.hasOwn(schema.fields, field)) return undefined;
  try {
    schema.validateSyncAt(field, { [field]: value });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Every per-change message of a form, keyed by field. */
export function validateForm<Form extends FormName>(
  form: Form,
  values: Partial<FormValues[Form]>,
  options?: SchemaOptions,
): Partial<Record<string, string>> {
  try {
    formSchema(form, options).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((problem) => [problem.path, problem.message]));
  }
}
