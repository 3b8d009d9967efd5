// How a field bound to the form takes what is typed, pasted or autofilled, and where its caret goes then.
import { type ChangeEvent, type FocusEvent, type RefObject, useLayoutEffect, useRef } from "react";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control whose value is text: an input (not a checkbox or radio), a select or a textarea. */
export function isTextControl(control: unknown): control is FieldElement {
  if (control instanceof HTMLInputElement)
    return control.type !== "checkbox" && control.type !== "radio";
  return control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement;
}

/** How a field takes what is typed, pasted or autofilled (see ../../input.ts). */
export interface FieldInput {
  /** The value the form keeps; `shown` is what the field showed before the change. */
  normalize(typed: string, shown: string): string;
  /** How a kept value is shown (e.g. card digits in groups); as kept when omitted. */
  display?(value: string): string;
}

/** Props of a ui field bound to one Formik value. */
export interface BoundFieldProps {
  name: string;
  value: string;
  onChange(event: ChangeEvent<FieldElement>): void;
  onBlur(event: FocusEvent<FieldElement>): void;
  error: string | undefined;
}

// What comes before the caret once formatting is set aside: letters and digits.
const significant = /[\p{L}\p{N}]/u;

/** Where the caret goes in `shown` so that it stays after the same letters and digits as in `typed`. */
function caretAfter(typed: string, caret: number, shown: string): number {
  if (caret >= typed.length) return shown.length;
  let remaining = Array.from(typed.slice(0, caret)).filter((c) => significant.test(c)).length;
  let position = 0;
  for (const character of shown) {
    if (remaining === 0) break;
    position += character.length;
    if (significant.test(character)) remaining -= 1;
  }
  return position;
}

/**
 * A formatted field's caret stays after the same digits once the value is reformatted: `take` turns
 * what was typed into the kept value, and the caret is placed after the next render.
 */
export function useFormattedInput(formRef: RefObject<HTMLFormElement | null>) {
  const pendingCaret = useRef<{ field: string; position: number } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    pendingCaret.current = null;
    const control = formRef.current?.elements.namedItem(pending.field);
    if (control instanceof HTMLInputElement && document.activeElement === control) {
      control.setSelectionRange(pending.position, pending.position);
    }
  });

  return (field: string, input: FieldInput, shown: string, target: FieldElement): string => {
    const typed = target.value;
    const next = input.normalize(typed, shown);
    const caret = target instanceof HTMLInputElement ? target.selectionStart : null;
    if (caret !== null) {
      const nextShown = input.display ? input.display(next) : next;
      pendingCaret.current = { field, position: caretAfter(typed, caret, nextShown) };
    }
    return next;
  };
}
