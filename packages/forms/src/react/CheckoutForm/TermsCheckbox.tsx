// The terms checkbox of the plan card, and its state: the saved choice, and whether the visitor has touched it.
import { CheckboxField, type RenderLink } from "@membership/ui";
import { type RefObject, useEffect, useState } from "react";
import type { CheckoutFormTexts } from "../shared/texts.js";
import { Terms } from "./CheckoutForm.styled.js";

const TERMS_FIELD = "terms";

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

/** A tick or untick given before the app hydrated the form stays: the terms take in what the checkbox shows. */
export function useTickBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  terms: ReturnType<typeof useTerms>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form mounts; later changes come through onChange.
  useEffect(() => {
    const box = formRef.current?.elements.namedItem(TERMS_FIELD);
    if (box instanceof HTMLInputElement && box.checked !== terms.accepted)
      terms.change(box.checked);
  }, []);
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
        name={TERMS_FIELD}
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
