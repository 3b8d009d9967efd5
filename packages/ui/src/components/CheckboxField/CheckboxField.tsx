import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldFrame } from "../Field/FieldFrame.js";
import { useFieldIds } from "../Field/useFieldIds.js";
import { Checkbox, CheckboxLabel, CheckboxRow } from "./CheckboxField.styled.js";

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "children" | "type"> {
  name: string;
  /** May hold a link, e.g. to /terms-of-service. */
  label: ReactNode;
  /** Error text under the checkbox; marks it invalid and describes it. */
  error?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  name,
  label,
  error,
  hint,
  id,
  "aria-describedby": ariaDescribedBy,
  ...inputProps
}: CheckboxFieldProps) {
  const ids = useFieldIds(name, { id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldFrame ids={ids} hint={hint} error={error}>
      <CheckboxRow>
        <Checkbox
          id={ids.inputId}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...inputProps}
        />
        <CheckboxLabel htmlFor={ids.inputId}>{label}</CheckboxLabel>
      </CheckboxRow>
    </FieldFrame>
  );
}
