// A field's error as its markup shows it (FieldFrame, useFieldIds), for a page's script that checks a field before
// the app is in, and for the app that takes that state in as it hydrates.

/** The data attribute of a field's error line, which the field's wrapper styles (Field.styled.ts): no class to know. */
export const FIELD_ERROR_ATTRIBUTE = "data-field-error";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The field's wrapper: the control's nearest ancestor holding its label. The error line is its last child. */
function wrapperOf(control: Control): Element | null {
  let element = control.parentElement;
  while (element && !element.querySelector(`label[for="${CSS.escape(control.id)}"]`)) {
    element = element.parentElement;
  }
  return element;
}

/** Shows `message` as the control's error (or none), exactly as the field renders it once its `error` is `message`. */
export function showFieldError(control: Control, message: string | undefined): void {
  const document = control.ownerDocument;
  const hintId = `${control.id}-hint`;
  const errorId = `${control.id}-error`;
  const wrapper = wrapperOf(control);
  if (!wrapper) return;
  let errorLine = document.getElementById(errorId);
  if (message) {
    if (!errorLine) {
      errorLine = document.createElement("p");
      errorLine.id = errorId;
      errorLine.setAttribute(FIELD_ERROR_ATTRIBUTE, "");
      wrapper.append(errorLine);
    }
    errorLine.textContent = message;
  } else {
    errorLine?.remove();
  }
  const hintLine = document.getElementById(hintId);
  const hintShown = hintLine !== null && hintLine.textContent !== message;
  if (hintLine) hintLine.hidden = !hintShown;
  if (message) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
  // The field's own description first, then the hint, then the error, as useFieldIds orders them.
  const own = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "" && id !== hintId && id !== errorId);
  const describedBy = [...own, ...(hintShown ? [hintId] : []), ...(message ? [errorId] : [])];
  if (describedBy.length > 0) control.setAttribute("aria-describedby", describedBy.join(" "));
  else control.removeAttribute("aria-describedby");
}

/** The error the control's markup shows now (written before the app), or undefined. */
export function shownFieldError(control: Control): string | undefined {
  return control.ownerDocument.getElementById(`${control.id}-error`)?.textContent || undefined;
}
