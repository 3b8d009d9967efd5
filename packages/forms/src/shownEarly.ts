// What a form page's script (earlyChecks.ts) leaves in a form before the app, and how the form reads it as it hydrates.
import { shownFieldError } from "@membership/ui";
import { type FormName, formFields } from "./values.js";

/** The attribute naming a form element's form (FlowForm writes it): the rules it follows. */
export const FORM_NAME_ATTRIBUTE = "data-form";
/** Set on a form whose messages a page's script wrote before the app; the form takes them in as it hydrates. */
export const CHECKED_EARLY_ATTRIBUTE = "data-checked-early";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The target when it is a form's input, select or text area. */
export function formControl(target: unknown): Control | null {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
    ? target
    : null;
}

/** The form a control belongs to, by its form element's name, when it names one. */
export function namedForm(control: Control | null): FormName | null {
  const name = control?.form?.getAttribute(FORM_NAME_ATTRIBUTE);
  return name && Object.hasOwn(formFields, name) ? (name as FormName) : null;
}

/**
 * The messages a page's script wrote into `form`'s fields before the app, by field name: empty unless the page's form
 * of that name was checked early. What the form shows from its first render as it hydrates.
 */
export function messagesShownEarly(form: FormName): Record<string, string> {
  if (typeof document === "undefined") return {};
  const element = document.querySelector(
    `form[${FORM_NAME_ATTRIBUTE}="${form}"][${CHECKED_EARLY_ATTRIBUTE}]`,
  );
  if (!(element instanceof HTMLFormElement)) return {};
  const shown: Record<string, string> = {};
  for (const field of formFields[form]) {
    const control = formControl(element.elements.namedItem(field));
    const message = control ? shownFieldError(control) : undefined;
    if (message) shown[field] = message;
  }
  return shown;
}
