import type { ReactNode } from "react";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { FieldWrapper, Hint, Label, LabelRow, RequiredMark } from "./Field.styled.js";
import { FIELD_ERROR_ATTRIBUTE } from "./fieldDom.js";
import type { FieldIds } from "./useFieldIds.js";

export interface FieldFrameProps {
  ids: FieldIds;
  /** The label above the control; without one the control brings its own (a checkbox's follows its box). */
  label?: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  /** The control, given `ids.inputId` and `ids.describedBy`. */
  children: ReactNode;
}

/**
 * Every field's frame: the label, the control, then the hint and error lines their ids name. The required mark sits
 * beside the label so the label's text is the field name alone. The hint is hidden when the error says the same. The
 * error line is a plain paragraph styled by the wrapper, so a page's script can write the same markup before the app
 * (fieldDom.ts).
 */
export function FieldFrame({ ids, label, required, hint, error, children }: FieldFrameProps) {
  useMembershipTheme();
  return (
    <FieldWrapper>
      {label === undefined ? null : (
        <LabelRow>
          <Label htmlFor={ids.inputId}>{label}</Label>
          {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        </LabelRow>
      )}
      {children}
      {hint && ids.hintId ? (
        <Hint id={ids.hintId} hidden={hint === error}>
          {hint}
        </Hint>
      ) : null}
      {error ? <p {...{ id: ids.errorId, [FIELD_ERROR_ATTRIBUTE]: "" }}>{error}</p> : null}
    </FieldWrapper>
  );
}
