// Hydration leaves what a visitor typed before the script ran in the fields, not in the form's state: take it in.
import { type RefObject, useEffect, useRef } from "react";
import { type FieldInput, isTextControl, type useFormattedInput } from "./fieldInput.js";

interface FormState {
  values: unknown;
  /** Sets every value at once and validates them together; resolves to the errors. */
  setValues(values: never, shouldValidate?: boolean): Promise<unknown> | unknown;
}

/**
 * Once, as the form mounts (hydrates), each field whose element shows other text than the state takes that text in,
 * through the field's own input rules, and the fields the visitor has left (not the focused one) that are wrong go to
 * `onLeftWrong`: their messages show as if left now. Returns the map `fieldProps` records each field's input rules in.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  formik: FormState,
  takeInput: ReturnType<typeof useFormattedInput>,
  onLeftWrong: (fields: string[]) => void,
): Map<string, FieldInput | undefined> {
  const fieldInputs = useRef(new Map<string, FieldInput | undefined>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form mounts; later changes come through onChange.
  useEffect(() => {
    const values = formik.values as Record<string, unknown>;
    const taken: Record<string, string> = {};
    const left: string[] = [];
    for (const [name, input] of fieldInputs.current) {
      const control = formRef.current?.elements.namedItem(name);
      const kept = values[name];
      if (!isTextControl(control) || typeof kept !== "string") continue;
      const shown = input?.display ? input.display(kept) : kept;
      if (control.value === shown) continue;
      taken[name] = input ? takeInput(name, input, shown, control) : control.value;
      if (control !== document.activeElement) left.push(name);
    }
    if (Object.keys(taken).length === 0) return;
    // One validation of all the values, so no message is judged on a value not yet taken in.
    void Promise.resolve(formik.setValues({ ...values, ...taken } as never, true)).then(
      (errors) => {
        const found = (errors ?? {}) as Record<string, unknown>;
        const wrong = left.filter((name) => found[name] !== undefined);
        if (wrong.length > 0) onLeftWrong(wrong);
      },
    );
  }, []);
  return fieldInputs.current;
}
