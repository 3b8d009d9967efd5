import type { ReactNode } from "react";
import { Label, LabelRow, RequiredMark } from "./Field.styled.js";

export interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}

/** A field's visible label; the required mark sits beside it so the label's text is the field name alone. */
export function FieldLabel({ htmlFor, children, required }: FieldLabelProps) {
  return (
    <LabelRow>
      <Label htmlFor={htmlFor}>{children}</Label>
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </LabelRow>
  );
}
