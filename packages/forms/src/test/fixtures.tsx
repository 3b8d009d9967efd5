import { createContent, defaultLegalFacts, type Plan } from "@membership/content";
import texts from "@membership/content/locales/en-US.json" with { type: "json" };
import { MembershipThemeProvider, theme } from "@membership/ui";
import { type ReactNode, useEffect } from "react";
import { type DialogCatalogue, defaultCancellationReasons, defaultDialogs } from "../dialogs.js";
import { type CaptchaComponent, useFormsTexts } from "../react/index.js";

/** The spec's §8 titles, texts and buttons, passed explicitly as a site does. */
export const dialogCatalogue: DialogCatalogue = defaultDialogs;
export const reasons: readonly string[] = defaultCancellationReasons;

const trial = { price: "3.29", days: 30 };

/** The spec's two plans and the support phone, as a site's content builds them. */
const { plans, contactDetails } = createContent(
  {
    name: "Fixture Health",
    supportPhone: "(800) 555-0100",
    supportEmail: "support@example.com",
    siteDomain: "example.com",
    locale: "en-US",
    plans: [
      { type: "BASIC", price: "39.95" },
      { type: "PREMIUM", price: "49.95" },
    ],
    trial,
    legal: defaultLegalFacts,
  },
  texts,
);

/** The support phone as shown and its tel: link. */
export { contactDetails };

/** The plans with the trial's days a site passes from its config. */
export const basicPlan = { ...(plans.byType("BASIC") as Plan), trialDays: trial.days };
export const premiumPlan = { ...(plans.byType("PREMIUM") as Plan), trialDays: trial.days };

export const captchaLabel = "I'm not a robot";
export const captchaToken = "captcha-token";

/** Stands in for reCAPTCHA: ticking it solves the captcha, unticking expires the token. */
export const FakeCaptcha: CaptchaComponent = ({ onChange }) => (
  <label>
    <input
      type="checkbox"
      onChange={(event) => onChange(event.target.checked ? captchaToken : null)}
    />{" "}
    {captchaLabel}
  </label>
);

/** Like a site's sandbox captcha: labelled with the catalogue's `sandboxCaptchaLabel`, read through the hook. */
export const SandboxCaptcha: CaptchaComponent = ({ onChange }) => {
  const { common } = useFormsTexts();
  return (
    <label>
      <input
        type="checkbox"
        onChange={(event) => onChange(event.target.checked ? captchaToken : null)}
      />{" "}
      {common.sandboxCaptchaLabel}
    </label>
  );
};

/** A captcha whose script cannot load: it reports the error at once. */
export const UnavailableCaptcha: CaptchaComponent = ({ onError }) => {
  useEffect(() => {
    onError?.();
  }, [onError]);
  return null;
};

export function ThemeWrapper({ children }: { children?: ReactNode }) {
  return <MembershipThemeProvider theme={theme}>{children}</MembershipThemeProvider>;
}

/** A promise the test settles by hand, to look at the form while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

// The api clients' outcomes, kept apart for the tests that run without React.
export * from "./outcomes.js";
