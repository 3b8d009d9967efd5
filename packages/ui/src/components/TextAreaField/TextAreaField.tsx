import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { FieldFrame } from "../Field/FieldFrame.js";
import { useFieldIds } from "../Field/useFieldIds.js";
import { TextArea } from "./TextAreaField.styled.js";

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "children"> {
  name: string;
  /** Visible label of the field. */
  label: ReactNode;
  /** Error text; when set the field is marked invalid and described by it. */
  error?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  id,
  required,
  rows = 5,
  "aria-describedby": ariaDescribedBy,
  ...textAreaProps
}: TextAreaFieldProps) {
  const ids = useFieldIds(name, { id, hint, error, describedBy: ariaDescribedBy });
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <TextArea
        id={ids.inputId}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textAreaProps}
      />
    </FieldFrame>
  );
}
