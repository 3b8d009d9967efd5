// A stand-in for Google's reCAPTCHA v2 script, served with page.route, so the real react-google-recaptcha runs offline.
import { expect, type Locator, type Page } from "@playwright/test";

/** Where react-google-recaptcha loads the script from (`api.js?onload=onloadcallback&render=explicit`). */
export const RECAPTCHA_SCRIPT_URL = /^https:\/\/(www\.google\.com|recaptcha\.net)\/recaptcha\//;

/** Text of the fake widget's button, as a visitor would look for Google's checkbox. */
export const FAKE_RECAPTCHA_LABEL = "I'm not a robot";
export const FAKE_RECAPTCHA_SOLVED_LABEL = "Verified: you are not a robot";

/**
 * Implements the explicit-render API the component uses: render(container, { sitekey, callback,
 * "expired-callback" }) draws a button that reports a token, plus ready, reset, getResponse and
 * execute; the `onload` callback named in the script URL runs once the script has loaded, as
 * Google's does. window.__fakeRecaptcha lets a test expire a widget.
 */
export const FAKE_RECAPTCHA_SCRIPT = `(() => {
  const src = document.currentScript ? document.currentScript.src : "";
  const onload = new URL(src, location.href).searchParams.get("onload");
  const widgets = [];
  const widget = (id) => widgets[id === undefined ? 0 : id];
  const paint = (entry) => {
    entry.button.textContent = entry.response ? ${JSON.stringify(FAKE_RECAPTCHA_SOLVED_LABEL)} : ${JSON.stringify(FAKE_RECAPTCHA_LABEL)};
    entry.button.setAttribute("aria-pressed", entry.response ? "true" : "false");
  };
  const solve = (entry) => {
    entry.solves += 1;
    // Unique per solve, as Google's are: a backend refuses a token it has seen.
    entry.response = "fake-recaptcha-token-" + entry.id + "-" + entry.solves + "-" + Math.random().toString(36).slice(2) + "-for-" + entry.sitekey;
    paint(entry);
    if (typeof entry.params.callback === "function") entry.params.callback(entry.response);
  };
  window.grecaptcha = {
    render(container, params) {
      const button = document.createElement("button");
      button.type = "button";
      button.setAttribute("data-fake-recaptcha", "");
      button.style.cssText = "min-height:44px;padding:0 1rem;border:1px solid #1f2937;border-radius:4px;background:#f9fafb;color:#111827;font:inherit;";
      const entry = { id: widgets.length, params, sitekey: params.sitekey, response: "", solves: 0, button };
      button.addEventListener("click", () => solve(entry));
      widgets.push(entry);
      paint(entry);
      container.appendChild(button);
      return entry.id;
    },
    ready(callback) { setTimeout(callback, 0); },
    reset(id) { const entry = widget(id); if (entry) { entry.response = ""; paint(entry); } },
    getResponse(id) { const entry = widget(id); return entry ? entry.response : ""; },
    execute(id) { const entry = widget(id); if (entry) solve(entry); },
  };
  window.__fakeRecaptcha = {
    sitekeys: () => widgets.map((entry) => entry.sitekey),
    responses: () => widgets.map((entry) => entry.response),
    expireAll() {
      for (const entry of widgets) {
        if (!entry.response) continue;
        entry.response = "";
        paint(entry);
        if (typeof entry.params["expired-callback"] === "function") entry.params["expired-callback"]();
      }
    },
  };
  // Google calls onload after its own loading finished, never while api.js itself runs.
  if (onload) setTimeout(() => { if (typeof window[onload] === "function") window[onload](); }, 0);
})();`;

/** Serves the fake reCAPTCHA script to every request for Google's. */
export async function routeFakeRecaptcha(page: Page): Promise<void> {
  await page.route(RECAPTCHA_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: "text/javascript; charset=utf-8", body: FAKE_RECAPTCHA_SCRIPT }),
  );
}

/** The fake widget's button inside `scope` (a form or a dialog). */
export function captchaButton(scope: Locator | Page): Locator {
  return scope.getByRole("button", { name: FAKE_RECAPTCHA_LABEL });
}

/** Ticks the captcha in `scope`, as a visitor would, and waits until it reports solved. */
export async function solveCaptcha(scope: Locator | Page): Promise<void> {
  await captchaButton(scope).click();
  await expect(scope.getByRole("button", { name: FAKE_RECAPTCHA_SOLVED_LABEL })).toBeVisible();
}

/** Every widget's token expires, as Google's do after two minutes. */
export async function expireCaptchas(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __fakeRecaptcha: { expireAll(): void } }).__fakeRecaptcha.expireAll(),
  );
}

/** The tokens the page's widgets currently hold ("" when unsolved), in the order they were rendered. */
export function captchaTokens(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      window as unknown as { __fakeRecaptcha: { responses(): string[] } }
    ).__fakeRecaptcha.responses(),
  );
}

/** The site keys the widgets were rendered with. */
export function renderedSiteKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (
        window as unknown as { __fakeRecaptcha?: { sitekeys(): string[] } }
      ).__fakeRecaptcha?.sitekeys() ?? [],
  );
}
