import { describe, expect, it } from "vitest";
import {
  missingProductionVariables,
  productionEnvErrorMessage,
  productionEnvProblems,
  readSiteEnv,
  SANDBOX_DEFAULTS,
  sandboxDefaultedVariables,
} from "./env.ts";

const PRODUCTION_SECRETS = {
  VITE_RELAY_TOKEN: "relay-token",
  VITE_PAYMENT_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef",
  VITE_PAYMENT_API_KEY: "api-key",
  VITE_RECAPTCHA_SITE_KEY: "site-key",
} as const;

describe("readSiteEnv", () => {
  it("falls back to the sandbox and neutral brand values when nothing is set", () => {
    const env = readSiteEnv({});
    expect(env.apiConfig).toEqual({
      host: "http://127.0.0.1:8787",
      relayToken: "sandbox-relay-token",
      encryptionKey: "sandbox-encryption-key-32-bytes!",
      paymentApiKey: "sandbox-api-key",
    });
    expect(new TextEncoder().encode(env.apiConfig.encryptionKey)).toHaveLength(32);
    expect(env.siteConfig).toEqual({
      brandName: "Telehealth Membership (sandbox)",
      supportPhone: "(800) 555-0100",
      supportEmail: "support@example.com",
      address: {
        street: "100 Sandbox Avenue, Suite 200",
        city: "Miami",
        state: "FL",
        zip: "33101",
      },
      memberPortalUrl: "https://portal.example.com",
      social: {
        facebookUrl: "https://www.facebook.com/example",
        instagramUrl: "https://www.instagram.com/example",
      },
      siteDomain: "localhost",
    });
    expect(env.recaptchaSiteKey).toBe("");
    expect(env.sandboxCaptcha).toBe(true);
    expect(env.chatScriptUrl).toBe("");
  });

  it("uses every configured value, trimmed", () => {
    const env = readSiteEnv({
      VITE_API_HOST: " https://api.brand.test/ ",
      VITE_RELAY_TOKEN: "token-1",
      VITE_PAYMENT_ENCRYPTION_KEY: "k".repeat(16),
      VITE_PAYMENT_API_KEY: "key-2",
      VITE_SUPPORT_EMAIL: "help@brand.test",
      VITE_SUPPORT_PHONE: "(888) 555-0199",
      VITE_RECAPTCHA_SITE_KEY: "recaptcha-key",
      VITE_CHAT_SCRIPT_URL: "https://chat.brand.test/widget.js",
      VITE_MEMBER_PORTAL_URL: "https://members.brand.test",
      VITE_SITE_DOMAIN: "brand.test",
      VITE_BRAND_NAME: "Brand Health",
      VITE_ADDRESS_STREET: "1 Main St",
      VITE_ADDRESS_CITY: "Orlando",
      VITE_ADDRESS_STATE: "FL",
      VITE_ADDRESS_ZIP: "32801",
      VITE_FACEBOOK_URL: "https://www.facebook.com/brand",
      VITE_INSTAGRAM_URL: "https://www.instagram.com/brand",
    });
    expect(env.apiConfig).toEqual({
      host: "https://api.brand.test",
      relayToken: "token-1",
      encryptionKey: "kkkkkkkkkkkkkkkk",
      paymentApiKey: "key-2",
    });
    expect(env.siteConfig.supportPhone).toBe("(888) 555-0199");
    expect(env.siteConfig.brandName).toBe("Brand Health");
    expect(env.siteConfig.address).toEqual({
      street: "1 Main St",
      city: "Orlando",
      state: "FL",
      zip: "32801",
    });
    expect(env.siteConfig.siteDomain).toBe("brand.test");
    expect(env.recaptchaSiteKey).toBe("recaptcha-key");
    expect(env.sandboxCaptcha).toBe(false);
    expect(env.chatScriptUrl).toBe("https://chat.brand.test/widget.js");
  });

  it("treats blank and non-string values as unset", () => {
    const env = readSiteEnv({ VITE_BRAND_NAME: "   ", VITE_API_HOST: true, PROD: true });
    expect(env.siteConfig.brandName).toBe(SANDBOX_DEFAULTS.VITE_BRAND_NAME);
    expect(env.apiConfig.host).toBe(SANDBOX_DEFAULTS.VITE_API_HOST);
  });
});

describe("production build checks", () => {
  it("accepts a build with every required variable", () => {
    expect(productionEnvProblems(PRODUCTION_SECRETS)).toEqual([]);
  });

  it.each([
    ["VITE_RELAY_TOKEN"],
    ["VITE_PAYMENT_ENCRYPTION_KEY"],
    ["VITE_PAYMENT_API_KEY"],
    ["VITE_RECAPTCHA_SITE_KEY"],
  ] as const)("names %s when it alone is missing", (name) => {
    const env = { ...PRODUCTION_SECRETS, [name]: "" };
    expect(missingProductionVariables(env)).toEqual([name]);
    expect(productionEnvProblems(env)).toEqual([`Missing required variables: ${name}.`]);
  });

  it("names all four when nothing is set", () => {
    expect(productionEnvProblems({})).toEqual([
      "Missing required variables: VITE_RELAY_TOKEN, VITE_PAYMENT_ENCRYPTION_KEY, VITE_PAYMENT_API_KEY, VITE_RECAPTCHA_SITE_KEY.",
    ]);
  });

  it.each([
    ["15 bytes", "k".repeat(15), 15],
    ["33 bytes", "k".repeat(33), 33],
    ["16 characters but 17 bytes", `${"k".repeat(15)}é`, 17],
  ])("rejects an encryption key of %s", (_label, key, bytes) => {
    expect(
      productionEnvProblems({ ...PRODUCTION_SECRETS, VITE_PAYMENT_ENCRYPTION_KEY: key }),
    ).toEqual([
      `VITE_PAYMENT_ENCRYPTION_KEY must be 16, 24 or 32 bytes of UTF-8 (AES-128/192/256); it is ${bytes}.`,
    ]);
  });

  it("refuses the sandbox's own secrets, such as a copied .env.example", () => {
    const env = {
      ...PRODUCTION_SECRETS,
      VITE_RELAY_TOKEN: SANDBOX_DEFAULTS.VITE_RELAY_TOKEN,
      VITE_PAYMENT_ENCRYPTION_KEY: ` ${SANDBOX_DEFAULTS.VITE_PAYMENT_ENCRYPTION_KEY} `,
      VITE_PAYMENT_API_KEY: SANDBOX_DEFAULTS.VITE_PAYMENT_API_KEY,
    };
    expect(productionEnvProblems(env)).toEqual([
      "Sandbox values, public in the repository, in: VITE_RELAY_TOKEN, VITE_PAYMENT_ENCRYPTION_KEY, VITE_PAYMENT_API_KEY.",
    ]);
  });

  it.each([16, 24, 32])("accepts an encryption key of %i bytes", (length) => {
    const env = { ...PRODUCTION_SECRETS, VITE_PAYMENT_ENCRYPTION_KEY: "k".repeat(length) };
    expect(productionEnvProblems(env)).toEqual([]);
  });

  it("builds a message that lists each problem and the way out", () => {
    const message = productionEnvErrorMessage(productionEnvProblems({}));
    expect(message).toContain("VITE_RELAY_TOKEN, VITE_PAYMENT_ENCRYPTION_KEY");
    expect(message).toContain("apps/site/.env.example");
    expect(message).toContain("SITE_ALLOW_SANDBOX_BUILD=1");
  });

  it("lists the brand and host variables left to sandbox defaults, not the secrets or the chat", () => {
    const defaulted = sandboxDefaultedVariables({
      ...PRODUCTION_SECRETS,
      VITE_BRAND_NAME: "Brand",
    });
    expect(defaulted).toContain("VITE_API_HOST");
    expect(defaulted).toContain("VITE_SUPPORT_PHONE");
    expect(defaulted).not.toContain("VITE_BRAND_NAME");
    expect(defaulted).not.toContain("VITE_RELAY_TOKEN");
    expect(defaulted).not.toContain("VITE_CHAT_SCRIPT_URL");
  });
});
