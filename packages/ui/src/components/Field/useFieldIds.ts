import { useId } from "react";

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  /** The error line's, shown or not: a page's script writes the line under the same id (fieldDom.ts). */
  errorId: string;
  describedBy: string | undefined;
}

/** Ids of a field's control, hint and error line, derived from its name so they are unique and readable. */
export function useFieldIds(
  name: string,
  options: { id?: string; hint?: unknown; error?: unknown; describedBy?: string },
): FieldIds {
  const reactId = useId();
  const inputId = options.id ?? `${name}-${reactId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const hintId = options.hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  // The hint is not repeated when the error says the same (fieldDom.ts follows the same rule).
  const hintShown = hintId && options.hint !== options.error;
  const describedBy =
    [options.describedBy, hintShown ? hintId : undefined, options.error ? errorId : undefined]
      .filter((part): part is string => Boolean(part))
      .join(" ") || undefined;
  return { inputId, hintId, errorId, describedBy };
}
