import { describe, expect, it } from "vitest";
import { integrationsOfPolicy, siteIntegrations } from "../site/integrations.js";
import { RECAPTCHA_SCRIPT_SOURCES } from "../site/recaptchaSources.js";
import { thirdPartyScripts } from "./paymentPage.js";

/** The payment page's integrations of a build with these variables and a declared analytics integration. */
function onPaymentPage(variables: { sandboxCaptcha: boolean; eventsEndpoint: string }) {
  const stats = {
    id: "stats",
    purpose: "analytics",
    script: "https://stats.example/s.js",
    consent: "analytics",
    data: "pages visited",
  } as const;
  return integrationsOfPolicy(
    siteIntegrations([stats], { chatScriptUrl: "https://chat.example/w.js", ...variables }),
    ["home", "price", "checkout"],
  ).paymentPageIntegrations;
}

describe("the payment page's inventory of third-party scripts", () => {
  it.each([
    ["a site key", { sandboxCaptcha: false, eventsEndpoint: "" }, [...RECAPTCHA_SCRIPT_SOURCES]],
    ["the sandbox captcha", { sandboxCaptcha: true, eventsEndpoint: "" }, []],
    // The collector is reached, never a script: nothing to list.
    [
      "an events endpoint",
      { sandboxCaptcha: true, eventsEndpoint: "https://events.example/collect" },
      [],
    ],
  ])("with %s lists the captcha's script paths only", (_, variables, prefixes) => {
    const scripts = thirdPartyScripts(onPaymentPage(variables));
    expect(scripts.map((script) => script.prefix)).toEqual(prefixes);
    for (const script of scripts) expect(script.purpose).toMatch(/reCAPTCHA/);
  });
});
