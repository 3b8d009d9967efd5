import { describe, expect, it } from "vitest";
import { FILES, POLICY } from "../test/cloudfrontDistribution.js";
import { cloudFrontObjectMetadata } from "./cloudfront/behaviors.js";

describe("the object metadata", () => {
  it("gives each object its answer's Content-Type and Cache-Control, 404 pages the 404's", () => {
    const objects = cloudFrontObjectMetadata(POLICY, FILES);
    expect(objects["site.webmanifest"]).toEqual({
      ContentType: "application/manifest+json",
      CacheControl: "no-cache",
    });
    expect(objects["es/checkout.html"]?.CacheControl).toBe("no-store");
    expect(objects["assets/index-AbC123.js"]?.CacheControl).toBe(POLICY.assetsCacheControl);
    expect(objects["es/404.html"]?.CacheControl).toBe(POLICY.notFoundCacheControl);
    expect(Object.keys(objects).some((file) => file.endsWith(".br"))).toBe(false);
  });
});
