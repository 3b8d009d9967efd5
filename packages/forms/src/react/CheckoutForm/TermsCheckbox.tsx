// The terms checkbox of the plan card, and its state: the saved choice, and whether the visitor has touched it.
import { CheckboxField, type RenderLink } from "@membership/ui";
import { useEffect, useState } from "react";
import type { CheckoutFormTexts } from "../shared/texts.js";
import { Terms } from "./CheckoutForm.styled.js";

export function useTerms(initial: boolean, onTermsChange?: (accepted: boolean) => void) {
  const [accepted, setAccepted] = useState(initial);
  const [changed, setChanged] = useState(false);

  // The saved flag may be read after the first render (storage is client-only).
  useEffect(() => {
    setAccepted(initial);
  }, [initial]);

  return {
    accepted,
    changed,
    change(checked: boolean) {
      setAccepted(checked);
      setChanged(true);
      onTermsChange?.(checked);
    },
    reset() {
      setAccepted(false);
      setChanged(false);
    },
  };
}

export interface TermsCheckboxProps {
  terms: ReturnType<typeof useTerms>;
  error: string | undefined;
  texts: CheckoutFormTexts;
  href: string;
  renderLink: RenderLink;
}

/** The link sits outside the checkbox's label (its tap target) and opens the terms in a new tab. */
export function TermsCheckbox({ terms, error, texts, href, renderLink }: TermsCheckboxProps) {
  return (
    <Terms>
      <CheckboxField
        name="terms"
        checked={terms.accepted}
        error={error}
        onChange={(event) => terms.change(event.target.checked)}
        label={`${texts.termsPrefix} ${texts.termsLink}`}
      />
      {renderLink({
        to: href,
        target: "_blank",
        rel: "noopener",
        children: `${texts.termsLink} ${texts.termsNewTab}`,
      })}
    </Terms>
  );
}
