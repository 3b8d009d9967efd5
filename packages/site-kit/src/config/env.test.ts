import { describe, expect, it } from "vitest";
import { specBrand } from "../test/site.js";
import {
  brandVariableValues,
  brandWithOverrides,
  insecureUrlProblems,
  missingProductionVariables,
  productionEnvErrorMessage,
  productionEnvProblems,
  readDeployment,
  SANDBOX_DEFAULTS,
} from "./env.js";

const PRODUCTION_SECRETS = {
  VITE_API_HOST: "https://api.b.test",
  VITE_RELAY_TOKEN: "relay-token",
  VITE_PAYMENT_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef",
  VITE_PAYMENT_API_KEY: "api-key",
  VITE_RECAPTCHA_SITE_KEY: "site-key",
} as const;

describe("readDeployment", () => {
  it("falls back to the local sandbox when nothing is set", () => {
    const env = readDeployment({});
    expect(env.api).toEqual({
      host: "http://127.0.0.1:8787",
      relayToken: "sandbox-relay-token",
      paymentEncryptionKey: "sandbox-encryption-key-32-bytes!",
      paymentApiKey: "sandbox-api-key",
    });
    expect(new TextEncoder().encode(env.api.paymentEncryptionKey)).toHaveLength(32);
    expect(env.recaptchaSiteKey).toBe("");
    expect(env.sandboxCaptcha).toBe(true);
    expect(env.chatScriptUrl).toBe("");
  });

  it("uses every configured value, trimmed", () => {
    const env = readDeployment({
      VITE_API_HOST: " https://api.brand.test/ ",
      VITE_RELAY_TOKEN: "token-1",
      VITE_PAYMENT_ENCRYPTION_KEY: "k".repeat(16),
      VITE_PAYMENT_API_KEY: "key-2",
      VITE_RECAPTCHA_SITE_KEY: "recaptcha-key",
      VITE_CHAT_SCRIPT_URL: "https://chat.brand.test/widget.js",
    });
    expect(env.api).toEqual({
      host: "https://api.brand.test",
      relayToken: "token-1",
      paymentEncryptionKey: "kkkkkkkkkkkkkkkk",
      paymentApiKey: "key-2",
    });
    expect(env.recaptchaSiteKey).toBe("recaptcha-key");
    expect(env.sandboxCaptcha).toBe(false);
    expect(env.chatScriptUrl).toBe("https://chat.brand.test/widget.js");
  });

  it("treats blank and non-string values as unset", () => {
    const env = readDeployment({ VITE_API_HOST: true, VITE_RELAY_TOKEN: "   ", PROD: true });
    expect(env.api.host).toBe(SANDBOX_DEFAULTS.VITE_API_HOST);
    expect(env.api.relayToken).toBe(SANDBOX_DEFAULTS.VITE_RELAY_TOKEN);
  });
});

describe("brand variables", () => {
  it("leave the configured brand as it is when none is set", () => {
    expect(brandWithOverrides(specBrand, {})).toEqual(specBrand);
    expect(brandVariableValues({ VITE_BRAND_NAME: " " })).toEqual({});
  });

  it("replace each configured value they set, trimmed", () => {
    const brand = brandWithOverrides(specBrand, {
      VITE_BRAND_NAME: " Brand Health ",
      VITE_SITE_DOMAIN: "brand.test",
      VITE_SUPPORT_PHONE: "(888) 555-0199",
      VITE_SUPPORT_EMAIL: "help@brand.test",
      VITE_MEMBER_PORTAL_URL: "https://members.brand.test",
      VITE_ADDRESS_STREET: "1 Main St",
      VITE_ADDRESS_CITY: "Orlando",
      VITE_ADDRESS_STATE: "FL",
      VITE_ADDRESS_ZIP: "32801",
      VITE_FACEBOOK_URL: "https://www.facebook.com/brand",
      VITE_INSTAGRAM_URL: "https://www.instagram.com/brand",
    });
    expect(brand).toEqual({
      name: "Brand Health",
      domain: "brand.test",
      supportPhone: "(888) 555-0199",
      supportEmail: "help@brand.test",
      memberPortalUrl: "https://members.brand.test",
      address: { street: "1 Main St", city: "Orlando", state: "FL", zip: "32801" },
      social: {
        facebookUrl: "https://www.facebook.com/brand",
        instagramUrl: "https://www.instagram.com/brand",
      },
    });
  });

  it("give a brand without an address one only when all four parts are set", () => {
    const bare = { name: "B", domain: "b.test", supportPhone: "1", supportEmail: "a@b.test" };
    expect(brandWithOverrides(bare, { VITE_ADDRESS_CITY: "Tampa" }).address).toBeUndefined();
  });
});

describe("production build checks", () => {
  it("accepts a build with every required variable", () => {
    expect(productionEnvProblems(PRODUCTION_SECRETS)).toEqual([]);
  });

  it.each([
    ["VITE_API_HOST"],
    ["VITE_RELAY_TOKEN"],
    ["VITE_PAYMENT_ENCRYPTION_KEY"],
    ["VITE_PAYMENT_API_KEY"],
    ["VITE_RECAPTCHA_SITE_KEY"],
  ] as const)("names %s when it alone is missing", (name) => {
    const env = { ...PRODUCTION_SECRETS, [name]: "" };
    expect(missingProductionVariables(env)).toEqual([name]);
    expect(productionEnvProblems(env)).toEqual([`Missing required variables: ${name}.`]);
  });

  it("names all five when nothing is set", () => {
    expect(productionEnvProblems({})).toEqual([
      "Missing required variables: VITE_API_HOST, VITE_RELAY_TOKEN, VITE_PAYMENT_ENCRYPTION_KEY, VITE_PAYMENT_API_KEY, VITE_RECAPTCHA_SITE_KEY.",
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
    expect(message).toContain(".env.example");
    expect(message).toContain("SITE_ALLOW_SANDBOX_BUILD=1");
  });

  it.each([
    ["VITE_API_HOST", "http://api.b.test", "must be an https:// URL (http:// only for localhost)"],
    ["VITE_API_HOST", "api.b.test", "is not a URL"],
    [
      "VITE_CSP_REPORT_URL",
      "http://reports.b.test/csp",
      "must be an https:// URL (http:// only for localhost)",
    ],
  ] as const)("refuses %s=%s, even for a sandbox build", (name, value, problem) => {
    const env = { ...PRODUCTION_SECRETS, [name]: value };
    expect(productionEnvProblems(env)).toEqual([`${name} ${problem}: ${value}.`]);
    expect(insecureUrlProblems(env)).toEqual([`${name} ${problem}: ${value}.`]);
  });

  it.each(["http://localhost:8787", "http://127.0.0.1:8787", "https://api.b.test"])(
    "accepts the API host %s",
    (host) => {
      expect(insecureUrlProblems({ VITE_API_HOST: host })).toEqual([]);
    },
  );
});
