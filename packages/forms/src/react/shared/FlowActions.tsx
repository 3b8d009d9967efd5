import { Button } from "@membership/ui";
import { type ReactNode, useId } from "react";
import { CaptchaLine, FormActions } from "./Form.styled.js";
import { fillTemplate } from "./fillTemplate.js";
import type { CommonFormTexts } from "./texts.js";
import type { CaptchaComponent, SupportPhone } from "./types.js";
import type { CaptchaStatus, useCaptcha } from "./useCaptcha.js";

export interface FlowActionsProps {
  Captcha: CaptchaComponent;
  captcha: ReturnType<typeof useCaptcha>;
  submitting: boolean;
  submitLabel: string;
  texts: CommonFormTexts;
  /** The support phone offered when the captcha cannot load. */
  supportPhone?: SupportPhone;
  /** Shown directly above the button, e.g. the order total and renewal terms. */
  summary?: ReactNode;
}

function captchaLine(
  status: CaptchaStatus,
  texts: CommonFormTexts,
  supportPhone: SupportPhone | undefined,
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
                  phone: <a href={supportPhone.phoneHref}>{supportPhone.phone}</a>,
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
