import { Button } from "@membership/ui";
import { type ReactNode, useId } from "react";
import { englishFormsTexts } from "../FormsLocaleProvider/FormsLocaleProvider.js";
import { CaptchaLine, FormActions } from "./Form.styled.js";
import { fillTemplate } from "./fillTemplate.js";
import type { CaptchaComponent } from "./types.js";
import type { CaptchaStatus } from "./useFlowForm.js";

/** What the line under the submit button says while the captcha keeps it disabled. */
export interface FlowActionTexts {
  /** The captcha is not solved yet. */
  captchaMissing: string;
  /** The captcha's token expired; the button is disabled again. */
  captchaExpired: string;
  /** The captcha's script could not load. */
  captchaUnavailable: string;
  /** After `captchaUnavailable` when the site gives its phone: "{phone}" becomes a tel: link. */
  captchaCallUs: string;
}

/** Texts all four forms show: the line under the submit button and the phone's hint. */
export interface CommonFormTexts extends FlowActionTexts {
  /** Under every phone field: what it takes. */
  phoneNumberHint: string;
  /** The label of a host's sandbox captcha, a stand-in that checks nothing (read it with `useFormsTexts()`). */
  sandboxCaptchaLabel: string;
}

/** The English common texts, from `@membership/forms/locales/en-US.json`. */
export const defaultCommonFormTexts: CommonFormTexts = englishFormsTexts.common;

export interface FlowActionsProps {
  Captcha: CaptchaComponent;
  captcha: {
    key: number;
    onChange(token: string | null): void;
    onError(): void;
    status: CaptchaStatus;
  };
  submitting: boolean;
  submitLabel: string;
  texts: FlowActionTexts;
  /** The support phone offered when the captcha cannot load. */
  supportPhone?: string;
  /** Shown directly above the button, e.g. the order total and renewal terms. */
  summary?: ReactNode;
}

function captchaLine(
  status: CaptchaStatus,
  texts: FlowActionTexts,
  supportPhone: string | undefined,
): ReactNode {
  switch (status) {
    case "unsolved":
      return texts.captchaMissing;
    case "expired":
      return texts.captchaExpired;
    case "unavailable":
      return (
        <>
          {texts.captchaUnavailable}
          {supportPhone
            ? [
                " ",
                ...fillTemplate(texts.captchaCallUs, {
                  phone: <a href={`tel:${supportPhone.replace(/[^\d+]/g, "")}`}>{supportPhone}</a>,
                }),
              ]
            : null}
        </>
      );
    default:
      return null;
  }
}

/**
 * The captcha, what sits above the submit button, the button (disabled until the captcha is solved
 * and while a request is in flight; full width on phones) and a line saying why it is disabled.
 */
export function FlowActions({
  Captcha,
  captcha,
  submitting,
  submitLabel,
  texts,
  supportPhone,
  summary,
}: FlowActionsProps) {
  const lineId = useId();
  const line = captchaLine(captcha.status, texts, supportPhone);
  return (
    <FormActions>
      <Captcha key={captcha.key} onChange={captcha.onChange} onError={captcha.onError} />
      {summary}
      <Button
        type="submit"
        fullWidth="phone"
        disabled={captcha.status !== "solved" || submitting}
        aria-describedby={line ? lineId : undefined}
      >
        {submitLabel}
      </Button>
      {/* Polite: a captcha that expires or cannot load is announced once, when it happens. */}
      <CaptchaLine id={lineId} aria-live="polite">
        {line}
      </CaptchaLine>
    </FormActions>
  );
}
