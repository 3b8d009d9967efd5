import { useId } from "react";

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids of a field's control, hint and error, derived from its name so they are unique and readable. */
export function useFieldIds(
  name: string,
  options: { id?: string; hint?: unknown; error?: unknown; describedBy?: string },
): FieldIds {
  const reactId = useId();
  const inputId = options.id ?? `${name}-${reactId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const hintId = options.hint ? `${inputId}-hint` : undefined;
  const errorId = options.error ? `${inputId}-error` : undefined;
  const describedBy =
    [options.describedBy, hintId, errorId]
      .filter((part): part is string => Boolean(part))
      .join(" ") || undefined;
  return { inputId, hintId, errorId, describedBy };
}
