import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { FieldWrapper } from "../Field/Field.styled.js";
import { FieldMessages } from "../Field/FieldMessages.js";
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
  useMembershipTheme();
  const ids = useFieldIds(name, { id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldWrapper>
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
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldWrapper>
  );
}
