// A bilingual build as the hosts' renderers get it, for their tests: its hosting policy and its files.
import { readDeployment } from "../config/env.js";
import { hostingPolicy } from "../hosting/policy.js";
import { policyInputs } from "./policyInputs.js";

/** The policy of a production build with reCAPTCHA and a chat, in English and Spanish. */
const HOSTED_ENV = readDeployment({
  VITE_API_HOST: "https://api.example.com/",
  VITE_RECAPTCHA_SITE_KEY: "site-key",
  VITE_CHAT_SCRIPT_URL: "https://chat.example.net/widget/loader.js?id=42",
});
export const HOSTED_POLICY = hostingPolicy(
  HOSTED_ENV,
  policyInputs(HOSTED_ENV, [], {
    paymentPaths: ["/checkout", "/es/checkout"],
    languagePrefixes: ["/es"],
  }),
);

/** Its files, as the build hands them to a host (no `.br` twin, no host's own file). */
export const HOSTED_FILES: readonly string[] = [
  "404.html",
  "about-us.html",
  "assets/index-AbC123.js",
  "assets/index-DeF456.css",
  "checkout.html",
  "es/404.html",
  "es/checkout.html",
  "es/index.html",
  "es/price.html",
  "favicon.svg",
  "index.html",
  "robots.txt",
  "site.webmanifest",
];
