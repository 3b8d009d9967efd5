import type { ReactNode } from "react";
import { Hint } from "./Field.styled.js";
import { FIELD_ERROR_ATTRIBUTE } from "./fieldDom.js";

/**
 * The hint and error lines under a control; their ids are referenced by aria-describedby. The hint is hidden when the
 * error says the same. The error line is a plain paragraph styled by the field's wrapper, so a page's script can write
 * the same markup before the app (fieldDom.ts).
 */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string | undefined;
  error?: ReactNode;
  errorId: string;
}) {
  return (
    <>
      {hint && hintId ? (
        <Hint id={hintId} hidden={hint === error}>
          {hint}
        </Hint>
      ) : null}
      {error ? <p {...{ id: errorId, [FIELD_ERROR_ATTRIBUTE]: "" }}>{error}</p> : null}
    </>
  );
}
