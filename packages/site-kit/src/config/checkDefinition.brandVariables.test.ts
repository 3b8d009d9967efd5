import { describe, expect, it } from "vitest";
import { brandVariableProblems } from "./checkDefinition.js";

describe("brandVariableProblems", () => {
  it.each([
    [
      { VITE_SUPPORT_PHONE: "call us" },
      'VITE_SUPPORT_PHONE="call us": must be a US phone number of 10 digits, like "(800) 555-0100"',
    ],
    [
      { VITE_SUPPORT_EMAIL: "care.example" },
      'VITE_SUPPORT_EMAIL="care.example": must be an e-mail address like "support@example.com"',
    ],
    [
      { VITE_SITE_DOMAIN: "https://willow.example/" },
      'VITE_SITE_DOMAIN="https://willow.example/": must be a host name without scheme or path, like "example.com"',
    ],
    [
      { VITE_FACEBOOK_URL: "facebook.com/willow" },
      'VITE_FACEBOOK_URL="facebook.com/willow": must be a full URL like "https://www.example.com/page"',
    ],
  ])("names the variable of %j", (env, problem) => {
    expect(brandVariableProblems(env)).toEqual([problem]);
  });

  it("takes well-formed values and leaves unset ones alone", () => {
    expect(
      brandVariableProblems({
        VITE_SUPPORT_PHONE: "+1 888.555.0142",
        VITE_SUPPORT_EMAIL: "care@willow.example",
        VITE_SITE_DOMAIN: "willow.example",
        VITE_BRAND_NAME: "",
      }),
    ).toEqual([]);
  });
});
