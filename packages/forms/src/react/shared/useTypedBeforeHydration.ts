// Hydration leaves what a visitor typed before the script ran in the fields, not in the form's state: take it in.
import { type RefObject, useEffect, useRef } from "react";
import { type FieldInput, isTextControl, type useFormattedInput } from "./fieldInput.js";

interface FormState {
  values: unknown;
  /** Sets every value at once and validates them together; resolves to the errors. */
  setValues(values: never, shouldValidate?: boolean): Promise<unknown> | unknown;
  /** Validates the values as they are; resolves to the errors. */
  validateForm(): Promise<unknown>;
}

interface LeftFields {
  /** Shows the messages of these wrong fields, as if left now. */
  onLeftWrong(fields: string[]): void;
  /** The fields left before the form hydrated, empty ones included, as the page's script saw them. */
  leftBeforeHydration?(): readonly Element[];
}

/**
 * Once, as the form mounts (hydrates), each field whose element shows other text than the state takes that text in,
 * through the field's own input rules, and the fields the visitor has left (typed in or left as the page's script saw,
 * not the focused one) that are wrong go to `onLeftWrong`: their messages show as if left now. Returns the map
 * `fieldProps` records each field's input rules in.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  formik: FormState,
  takeInput: ReturnType<typeof useFormattedInput>,
  { onLeftWrong, leftBeforeHydration }: LeftFields,
): Map<string, FieldInput | undefined> {
  const fieldInputs = useRef(new Map<string, FieldInput | undefined>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form mounts; later changes come through onChange.
  useEffect(() => {
    const form = formRef.current;
    const values = formik.values as Record<string, unknown>;
    const taken: Record<string, string> = {};
    const left = new Set<string>();
    for (const [name, input] of fieldInputs.current) {
      const control = form?.elements.namedItem(name);
      const kept = values[name];
      if (!isTextControl(control) || typeof kept !== "string") continue;
      const shown = input?.display ? input.display(kept) : kept;
      if (control.value === shown) continue;
      taken[name] = input ? takeInput(name, input, shown, control) : control.value;
      if (control !== document.activeElement) left.add(name);
    }
    for (const field of leftBeforeHydration?.() ?? []) {
      const name = field.getAttribute("name");
      if (name && fieldInputs.current.has(name) && form?.contains(field)) {
        if (field !== document.activeElement) left.add(name);
      }
    }
    if (Object.keys(taken).length === 0 && left.size === 0) return;
    // One validation of all the values, so no message is judged on a value not yet taken in.
    const validated =
      Object.keys(taken).length > 0
        ? formik.setValues({ ...values, ...taken } as never, true)
        : formik.validateForm();
    void Promise.resolve(validated).then((errors) => {
      const found = (errors ?? {}) as Record<string, unknown>;
      const wrong = [...left].filter((name) => found[name] !== undefined);
      if (wrong.length > 0) onLeftWrong(wrong);
    });
  }, []);
  return fieldInputs.current;
}
