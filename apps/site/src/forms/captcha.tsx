// The captcha of every form: Google's reCAPTCHA v2 when a site key is configured, else a labelled sandbox stand-in.
import type { CaptchaComponent } from "@membership/forms/react";
import { CheckboxField } from "@membership/ui";
import { lazy, Suspense, useEffect, useState } from "react";
import styled from "styled-components";
import { recaptchaSiteKey } from "../config.ts";

export const SANDBOX_CAPTCHA_LABEL = "I am not a robot (sandbox captcha — no real check)";
/** What the sandbox captcha reports once ticked; the sandbox backend accepts any token. */
export const SANDBOX_CAPTCHA_TOKEN = "sandbox-captcha-token";

// Its own chunk: Google's loader is only fetched where a form is shown.
const ReCAPTCHA = lazy(() => import("react-google-recaptcha"));

// The real widget is 78 px tall: reserving it keeps the submit button from jumping when it appears.
const CaptchaSlot = styled.div`
  min-height: 78px;
`;

/** False on the server and during hydration, true once mounted in the browser. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** Development and sandbox builds: a checkbox that says what it is and checks nothing. */
export const SandboxCaptcha: CaptchaComponent = function SandboxCaptcha({ onChange }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      name="sandboxCaptcha"
      label={SANDBOX_CAPTCHA_LABEL}
      checked={checked}
      onChange={(event) => {
        setChecked(event.target.checked);
        onChange(event.target.checked ? SANDBOX_CAPTCHA_TOKEN : null);
      }}
    />
  );
};

export interface RecaptchaWidgetProps {
  siteKey: string;
  onChange(token: string | null): void;
}

/** reCAPTCHA v2, rendered in the browser only, so the prerendered HTML never differs from the first client render. */
export function RecaptchaWidget({ siteKey, onChange }: RecaptchaWidgetProps) {
  const mounted = useMounted();
  return (
    <CaptchaSlot>
      {mounted ? (
        <Suspense fallback={null}>
          <ReCAPTCHA
            sitekey={siteKey}
            onChange={onChange}
            onExpired={() => onChange(null)}
            onErrored={() => onChange(null)}
          />
        </Suspense>
      ) : null}
    </CaptchaSlot>
  );
}

/** The captcha of this build's forms: reCAPTCHA with the configured site key, the sandbox captcha without one. */
export const SiteCaptcha: CaptchaComponent = function SiteCaptcha({ onChange }) {
  return recaptchaSiteKey === "" ? (
    <SandboxCaptcha onChange={onChange} />
  ) : (
    <RecaptchaWidget siteKey={recaptchaSiteKey} onChange={onChange} />
  );
};
