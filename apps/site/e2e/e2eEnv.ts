// Values the e2e build is made with, shared by playwright.config.ts and the specs.
import { SPEC_BRAND } from "@membership/test-fixtures/spec-brand";

export const E2E_PORT = Number(process.env.SITE_E2E_PORT ?? 4317);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Tags of a test that one project runs alone (playwright.config.ts): a phone's drawer and taps, or what is the same code
 * at every width and so runs once, on the desktop. Filtered by the project before any page opens for it.
 */
export const PHONE_ONLY = "@phone";
export const DESKTOP_ONLY = "@desktop";

/** A third-party origin, as a real chat vendor's; the fixtures serve it with page.route (this machine has no internet). */
export const E2E_CHAT_ORIGIN = "https://chat.example.net";
export const E2E_CHAT_SCRIPT_URL = `${E2E_CHAT_ORIGIN}/widget.js`;
export const E2E_BRAND_NAME = "E2E Telehealth Membership";

/**
 * Every VITE_* variable is set, so a developer's .env.local never leaks into the test build.
 * SITE_ALLOW_SANDBOX_BUILD=1 lets the production bundle build with sandbox secrets. The reCAPTCHA site key is
 * set, so the real react-google-recaptcha runs; fixtures serve it a fake Google script (@membership/test-fixtures/fake-recaptcha).
 */
export const E2E_BUILD_ENV = {
  SITE_ALLOW_SANDBOX_BUILD: "1",
  VITE_API_HOST: "http://127.0.0.1:8787",
  VITE_RELAY_TOKEN: "e2e-relay-token",
  VITE_PAYMENT_ENCRYPTION_KEY: "e2e-encryption-key-of-32-bytes!!",
  VITE_PAYMENT_API_KEY: "e2e-api-key",
  VITE_RECAPTCHA_SITE_KEY: "e2e-recaptcha-site-key",
  VITE_CHAT_SCRIPT_URL: E2E_CHAT_SCRIPT_URL,
  VITE_SUPPORT_EMAIL: SPEC_BRAND.supportEmail,
  // As dialled: the build shows it formatted.
  VITE_SUPPORT_PHONE: SPEC_BRAND.supportPhone.replace(/\D/g, ""),
  VITE_MEMBER_PORTAL_URL: SPEC_BRAND.memberPortalUrl,
  VITE_SITE_DOMAIN: SPEC_BRAND.domain,
  VITE_BRAND_NAME: E2E_BRAND_NAME,
  VITE_ADDRESS_STREET: SPEC_BRAND.address.street,
  VITE_ADDRESS_CITY: SPEC_BRAND.address.city,
  VITE_ADDRESS_STATE: SPEC_BRAND.address.state,
  VITE_ADDRESS_ZIP: SPEC_BRAND.address.zip,
  VITE_FACEBOOK_URL: SPEC_BRAND.social.facebookUrl,
  VITE_INSTAGRAM_URL: SPEC_BRAND.social.instagramUrl,
} as const;
