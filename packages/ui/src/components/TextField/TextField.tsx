import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { FieldWrapper } from "../Field/Field.styled.js";
import { FieldLabel } from "../Field/FieldLabel.js";
import { FieldMessages } from "../Field/FieldMessages.js";
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
  useMembershipTheme();
  const ids = useFieldIds(name, { id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <Input
        id={ids.inputId}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldWrapper>
  );
}
