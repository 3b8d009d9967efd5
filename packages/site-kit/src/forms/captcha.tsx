// The captcha of every form: Google's reCAPTCHA v2 when a site key is configured, else a labelled sandbox stand-in.
import { type CaptchaComponent, useFormsTexts } from "@membership/forms/react";
import { CheckboxField } from "@membership/ui";
import {
  Component,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import styled from "styled-components";
import { language } from "../site/locale.js";
import { useSite } from "../site/SiteContext.js";

/** What the sandbox captcha reports once ticked: a token of its own each time, as the sandbox spends each one once. */
function sandboxCaptchaToken(): string {
  return `sandbox-captcha-token-${crypto.randomUUID()}`;
}

// Its own chunk: Google's loader is only fetched for a form in view or in use.
const ReCAPTCHA = lazy(() => import("react-google-recaptcha"));

// The real widget is 78 px tall: reserving it keeps the submit button from jumping when it appears.
const CaptchaSlot = styled.div`
  min-height: 78px;
`;

/** Google's script loads once the slot is within half a screen of the viewport, or its form has or gets focus. */
const NEAR_VIEWPORT = "50% 0px";

/**
 * False on the server, during hydration and while the form is out of sight; true (for good) once the element comes
 * near the viewport or anything in its form is focused, so third-party code never competes with the first render.
 */
function useWanted(ref: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    const form = element.closest("form");
    // A visitor who went into the form before the app was in (typing there already) wants it now.
    if (form?.contains(document.activeElement)) want();
    form?.addEventListener("focusin", want);
    return () => {
      observer.disconnect();
      form?.removeEventListener("focusin", want);
    };
  }, [ref]);
  return wanted;
}

/** Development and sandbox builds: a checkbox that says what it is and checks nothing. */
export const SandboxCaptcha: CaptchaComponent = function SandboxCaptcha({ onChange }) {
  const [checked, setChecked] = useState(false);
  const { common } = useFormsTexts();
  return (
    <CheckboxField
      name="sandboxCaptcha"
      label={common.sandboxCaptchaLabel}
      checked={checked}
      onChange={(event) => {
        setChecked(event.target.checked);
        onChange(event.target.checked ? sandboxCaptchaToken() : null);
      }}
    />
  );
};

export interface RecaptchaWidgetProps {
  siteKey: string;
  /** The language Google's widget and challenge speak ("es" for es-US). */
  language: string;
  /** A token, or null once it expires. */
  onChange(token: string | null): void;
  /** Google's script or the widget's chunk could not load: the form says so and offers the phone. */
  onError?(): void;
}

/** Reports a widget chunk that failed to load instead of taking the page down with it. */
class LoadFailure extends Component<
  { onError?(): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * reCAPTCHA v2, rendered in the browser only (the prerendered HTML never differs from the first client render) and
 * only for a form in view or in use.
 */
export function RecaptchaWidget({ siteKey, language, onChange, onError }: RecaptchaWidgetProps) {
  const slot = useRef<HTMLDivElement>(null);
  const wanted = useWanted(slot);
  return (
    <CaptchaSlot ref={slot}>
      {wanted ? (
        <LoadFailure onError={onError}>
          <Suspense fallback={null}>
            <ReCAPTCHA
              sitekey={siteKey}
              hl={language}
              onChange={onChange}
              onExpired={() => onChange(null)}
              onErrored={() => onError?.()}
              asyncScriptOnLoad={(script?: { errored?: boolean }) => {
                if (script?.errored) onError?.();
              }}
            />
          </Suspense>
        </LoadFailure>
      ) : null}
    </CaptchaSlot>
  );
}

/** The captcha of this build's forms: reCAPTCHA with the configured site key, the sandbox captcha without one. */
export const SiteCaptcha: CaptchaComponent = function SiteCaptcha({ onChange, onError }) {
  const { deployment, config } = useSite();
  const { recaptchaSiteKey } = deployment;
  return recaptchaSiteKey === "" ? (
    <SandboxCaptcha onChange={onChange} />
  ) : (
    <RecaptchaWidget
      siteKey={recaptchaSiteKey}
      language={language(config.locale)}
      onChange={onChange}
      {...(onError ? { onError } : {})}
    />
  );
};
