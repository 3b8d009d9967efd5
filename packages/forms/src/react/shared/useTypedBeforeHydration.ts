// Hydration leaves what a visitor typed before the script ran in the fields, not in the form's state: take it in.
import { type RefObject, useEffect, useRef } from "react";
import { type FieldInput, isTextControl, type useFormattedInput } from "./fieldInput.js";

interface FormState {
  values: unknown;
  setFieldValue(field: string, value: string): unknown;
}

/**
 * Once, as the form mounts (hydrates), each field whose element shows other text than the state takes that text in,
 * through the field's own input rules. Returns the map `fieldProps` records each field's input rules in.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  formik: FormState,
  takeInput: ReturnType<typeof useFormattedInput>,
): Map<string, FieldInput | undefined> {
  const fieldInputs = useRef(new Map<string, FieldInput | undefined>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form mounts; later changes come through onChange.
  useEffect(() => {
    const values = formik.values as Record<string, unknown>;
    for (const [name, input] of fieldInputs.current) {
      const control = formRef.current?.elements.namedItem(name);
      const kept = values[name];
      if (!isTextControl(control) || typeof kept !== "string") continue;
      const shown = input?.display ? input.display(kept) : kept;
      if (control.value === shown) continue;
      void formik.setFieldValue(
        name,
        input ? takeInput(name, input, shown, control) : control.value,
      );
    }
  }, []);
  return fieldInputs.current;
}
