// The terms checkbox of the plan card, and its state: the saved choice, and whether the visitor has touched it.
import { CheckboxField, type RenderLink } from "@membership/ui";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { CheckoutFormTexts } from "../shared/texts.js";
import { Terms } from "./CheckoutForm.styled.js";

const TERMS_FIELD = "terms";

/** The tick the prerendered checkbox shows as the form hydrates, when the visitor gave one before the app; else none. */
function tickShownBeforeApp(): boolean | undefined {
  if (typeof document === "undefined") return undefined;
  const box = document.querySelector<HTMLInputElement>(`form input[name="${TERMS_FIELD}"]`);
  return box && box.checked !== box.defaultChecked ? box.checked : undefined;
}

export function useTerms(initial: boolean, onTermsChange?: (accepted: boolean) => void) {
  // A tick given before the app is the state from the first render on: no frame shows it undone.
  const [shown] = useState(tickShownBeforeApp);
  const [accepted, setAccepted] = useState(shown ?? initial);
  const [changed, setChanged] = useState(shown !== undefined);
  const mounted = useRef(false);

  // The saved flag may be read after the first render (storage is client-only); the visitor's tick is saved as theirs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tick shown at the first render is saved once.
  useEffect(() => {
    if (mounted.current) setAccepted(initial);
    else if (shown !== undefined) onTermsChange?.(shown);
    mounted.current = true;
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

/** A tick or untick given while the app hydrated the form (after its first render) stays: the terms take it in. */
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
