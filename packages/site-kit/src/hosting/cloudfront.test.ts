import type {
  CacheBehavior as AwsCacheBehavior,
  CustomErrorResponse as AwsCustomErrorResponse,
  DefaultCacheBehavior as AwsDefaultCacheBehavior,
  ResponseHeadersPolicyConfig as AwsResponseHeadersPolicyConfig,
  ResponseHeadersPolicyStrictTransportSecurity as AwsStrictTransportSecurity,
} from "@aws-sdk/client-cloudfront";
import { describe, expect, it } from "vitest";
import { behaviors, FILES, POLICY, text } from "../test/cloudfrontDistribution.js";
import type {
  CacheBehavior,
  CustomErrorResponse,
  DefaultCacheBehavior,
  ResponseHeadersPolicyConfig,
} from "./cloudfront/api.js";
import { cloudFrontBehaviors } from "./cloudfront/behaviors.js";
import { cloudFrontResponseHeadersPolicies } from "./cloudfront/headersPolicies.js";

// Compile-time check (tsc): each shape these files write fits the SDK's input type, with no field the API lacks.
type NoExtraFields<T, U> = T extends readonly (infer E)[]
  ? U extends readonly (infer F)[]
    ? NoExtraFields<E, F>
    : false
  : T extends object
    ? [Exclude<keyof T, keyof U>] extends [never]
      ? false extends {
          [K in keyof T & keyof U]-?: NoExtraFields<T[K], NonNullable<U[K]>>;
        }[keyof T & keyof U]
        ? false
        : true
      : false
    : true;
type Fits<T, U> = [T] extends [U] ? NoExtraFields<T, U> : false;
const shapesFitTheSdk: [
  Fits<ResponseHeadersPolicyConfig, AwsResponseHeadersPolicyConfig>,
  Fits<CacheBehavior, AwsCacheBehavior>,
  Fits<DefaultCacheBehavior, AwsDefaultCacheBehavior>,
  Fits<CustomErrorResponse, AwsCustomErrorResponse>,
] = [true, true, true, true];
// @ts-expect-error The check catches a misspelt field (the API says IncludeSubdomains).
const misspeltFails: Fits<{ IncludeSubDomains: boolean }, AwsStrictTransportSecurity> = true;

describe("the response headers policies", () => {
  it("are the typed configurations, every list's Quantity its length", () => {
    const configs = cloudFrontResponseHeadersPolicies(POLICY);
    for (const [kind, config] of Object.entries(configs)) {
      expect(JSON.parse(text(`response-headers-${kind}.json`))).toEqual(config);
    }
    expect(behaviors).toEqual(cloudFrontBehaviors(POLICY, FILES));
    expect(shapesFitTheSdk).toEqual([true, true, true, true]);
    expect(misspeltFails).toBe(true);
    const lists = (value: unknown): { Quantity: unknown; Items: unknown[] }[] =>
      value && typeof value === "object"
        ? [
            ...("Quantity" in value ? [value as { Quantity: unknown; Items: unknown[] }] : []),
            ...Object.values(value).flatMap(lists),
          ]
        : [];
    const all = [...Object.values(configs), behaviors].flatMap(lists);
    expect(all.length).toBeGreaterThan(10);
    for (const list of all) expect(list.Quantity).toBe(list.Items.length);
    for (const config of Object.values(configs)) {
      expect(config.Name).toMatch(/^[\w-]{1,128}$/);
      for (const item of config.CustomHeadersConfig.Items) {
        expect(item).toEqual({
          Header: expect.any(String),
          Value: expect.any(String),
          Override: expect.any(Boolean),
        });
      }
    }
  });
});
