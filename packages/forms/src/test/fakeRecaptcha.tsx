// A stand-in for Google's grecaptcha that behaves like it where dialogs matter: ticking the widget
// appends the image challenge to <body>, a fixed element above everything by z-index, outside the form.
import { useEffect, useRef } from "react";
import type { CaptchaComponent } from "../react/index.js";

interface RenderParameters {
  callback(token: string): void;
  "expired-callback"?(): void;
}

interface FakeGrecaptcha {
  render(container: HTMLElement, parameters: RenderParameters): number;
}

declare global {
  interface Window {
    grecaptcha?: FakeGrecaptcha;
  }
}

export const recaptchaCheckboxLabel = "I'm not a robot (reCAPTCHA)";
export const challengeButtonLabel = "Verify";
export const challengeToken = "challenge-token";

// reCAPTCHA's own z-index for the challenge's container.
const challengeZIndex = "2000000000";

function showChallenge(onSolved: () => void) {
  const challenge = document.createElement("div");
  challenge.dataset.testid = "recaptcha-challenge";
  Object.assign(challenge.style, {
    position: "absolute",
    top: "40px",
    left: "40px",
    zIndex: challengeZIndex,
    padding: "16px",
    background: "white",
  });
  const verify = document.createElement("button");
  verify.type = "button";
  verify.textContent = challengeButtonLabel;
  verify.addEventListener("click", () => {
    challenge.remove();
    onSolved();
  });
  challenge.append(verify);
  document.body.append(challenge);
}

/** Puts the fake on `window`; the returned function removes it and any challenge left open. */
export function installFakeGrecaptcha(): () => void {
  window.grecaptcha = {
    render(container, { callback }) {
      const checkbox = document.createElement("button");
      checkbox.type = "button";
      checkbox.textContent = recaptchaCheckboxLabel;
      checkbox.addEventListener("click", () => showChallenge(() => callback(challengeToken)));
      container.append(checkbox);
      return 0;
    },
  };
  return () => {
    delete window.grecaptcha;
    for (const left of document.querySelectorAll("[data-testid='recaptcha-challenge']"))
      left.remove();
  };
}

/** A captcha slot that renders through `window.grecaptcha`, as a site's reCAPTCHA wrapper does. */
export const GrecaptchaWidget: CaptchaComponent = ({ onChange }) => {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element || !window.grecaptcha) return;
    window.grecaptcha.render(element, {
      callback: onChange,
      "expired-callback": () => onChange(null),
    });
    return () => element.replaceChildren();
  }, [onChange]);
  return <div ref={slot} />;
};
