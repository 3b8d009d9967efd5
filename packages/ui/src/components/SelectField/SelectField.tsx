import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { FieldFrame } from "../Field/FieldFrame.js";
import { useFieldIds } from "../Field/useFieldIds.js";
import { Select } from "./SelectField.styled.js";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "children"> {
  name: string;
  /** Visible label of the field. */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** First, empty choice, e.g. "Select a state". */
  placeholder?: string;
  /** Error text; when set the select is marked invalid and described by it. */
  error?: ReactNode;
  /** Help text under the select. */
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  required,
  "aria-describedby": ariaDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(name, { id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <Select
        id={ids.inputId}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
