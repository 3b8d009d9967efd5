import type { ReactNode } from "react";
import { ErrorText, Hint } from "./Field.styled.js";

/** The hint and error lines under a control; their ids are referenced by aria-describedby. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string | undefined;
  error?: ReactNode;
  errorId: string | undefined;
}) {
  return (
    <>
      {hint && hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {error && errorId ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </>
  );
}
