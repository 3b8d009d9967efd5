import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { FieldFrame } from "../Field/FieldFrame.js";
import { useFieldIds } from "../Field/useFieldIds.js";
import { Input } from "./TextField.styled.js";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "children"> {
  name: string;
  /** Visible label of the field. */
  label: ReactNode;
  /** Error text; when set the input is marked invalid and described by it. */
  error?: ReactNode;
  /** Help text under the field, e.g. the expected format. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  name,
  label,
  error,
  hint,
  id,
  required,
  type = "text",
  "aria-describedby": ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(name, { id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <Input
        id={ids.inputId}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
      />
    </FieldFrame>
  );
}
