import type { ObjectSchema } from "yup";
import {
  type CancelDeps,
  type CheckoutDeps,
  type ContactDeps,
  type FloatingCancelDeps,
  type SubmitResult,
  submitCancel,
  submitCheckout,
  submitContact,
  submitFloatingCancel,
} from "./flows.js";
import { type MessageOverrides, type Messages, mergeMessages } from "./messages.js";
import { buildCancelMessage, buildContactMessage } from "./relayMessage.js";
import { fieldHint, validateField, validateForm } from "./rules.js";
import { cancelSchema, checkoutSchema, contactSchema, floatingCancelSchema } from "./schemas.js";
import type {
  CancelValues,
  CheckoutValues,
  ContactValues,
  FloatingCancelValues,
  FormName,
  FormValues,
} from "./values.js";

type WithoutMessages<Deps> = Omit<Deps, "messages">;

/** Every rule, schema, builder and flow of the package, bound to one catalogue. */
export interface Rules {
  readonly messages: Messages;
  validateField(
    form: FormName,
    field: string,
    value: string,
    options?: { now?: Date },
  ): string | undefined;
  validateForm<Form extends FormName>(
    form: Form,
    values: Partial<FormValues[Form]>,
    options?: { now?: Date },
  ): Partial<Record<keyof FormValues[Form], string>>;
  fieldHint(field: string): string | undefined;
  contactSchema(): ObjectSchema<ContactValues>;
  cancelSchema(): ObjectSchema<CancelValues>;
  checkoutSchema(options?: { now?: Date }): ObjectSchema<CheckoutValues>;
  floatingCancelSchema(): ObjectSchema<FloatingCancelValues>;
  buildContactMessage(values: ContactValues): string;
  buildCancelMessage(values: CancelValues): string;
  submitContact(values: ContactValues, deps: WithoutMessages<ContactDeps>): Promise<SubmitResult>;
  submitCancel(values: CancelValues, deps: WithoutMessages<CancelDeps>): Promise<SubmitResult>;
  submitCheckout(
    values: CheckoutValues,
    deps: WithoutMessages<CheckoutDeps>,
  ): Promise<SubmitResult>;
  submitFloatingCancel(
    values: FloatingCancelValues,
    deps: WithoutMessages<FloatingCancelDeps>,
  ): Promise<SubmitResult>;
}

/**
 * Binds every rule, schema, builder and flow to one catalogue: a sister site calls this once
 * with its overrides (another wording or language) instead of passing them everywhere.
 */
export function createRules(overrides?: MessageOverrides): Rules {
  const messages: Messages = mergeMessages(overrides);
  return {
    messages,
    validateField: (form, field, value, options) =>
      validateField(form, field, value, { ...options, messages }),
    validateForm: (form, values, options) => validateForm(form, values, { ...options, messages }),
    fieldHint: (field) => fieldHint(field, messages),
    contactSchema: () => contactSchema(messages),
    cancelSchema: () => cancelSchema(messages),
    checkoutSchema: (options) => checkoutSchema({ ...options, messages }),
    floatingCancelSchema: () => floatingCancelSchema(messages),
    buildContactMessage: (values) => buildContactMessage(values, messages),
    buildCancelMessage: (values) => buildCancelMessage(values, messages),
    submitContact: (values, deps) => submitContact(values, { ...deps, messages }),
    submitCancel: (values, deps) => submitCancel(values, { ...deps, messages }),
    submitCheckout: (values, deps) => submitCheckout(values, { ...deps, messages }),
    submitFloatingCancel: (values, deps) => submitFloatingCancel(values, { ...deps, messages }),
  };
}
