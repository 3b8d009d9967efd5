import { describe, expect, it } from "vitest";
import {
  behaviors,
  expected,
  FILES,
  PATHS,
  POLICY,
  QUERIES,
  serve,
} from "../test/cloudfrontDistribution.js";
import { cloudFrontResponseHeadersPolicies } from "./cloudfront/headersPolicies.js";
import { renderCloudFrontFiles } from "./cloudfront.js";
import { responseHeaders } from "./policy.js";

describe("the response headers policies", () => {
  it.each(
    [...PATHS, ...QUERIES].flatMap((url) => [
      [url, "rewritten"],
      [url, "original"],
    ]) as [string, "rewritten" | "original"][],
  )("give %s every header responseHeaders gives it (request %s)", async (url, view) => {
    const { answer, path } = await expected(url);
    const served = serve(url, view);
    const { location: _, "content-type": __, ...headers } = served.headers;
    const want = Object.fromEntries(
      Object.entries(responseHeaders(POLICY, path, answer.status)).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    expect(headers).toEqual(want);
    // A redirect the function answers carries the right Cache-Control even where no policy applied to it.
    if (served.generated) expect(served.generated["cache-control"]).toBe(want["cache-control"]);
  });

  it("put each header CloudFront has a field for in SecurityHeadersConfig, the rest custom", () => {
    const payment = cloudFrontResponseHeadersPolicies(POLICY)["payment-page"];
    expect(Object.keys(payment?.SecurityHeadersConfig ?? {}).sort()).toEqual([
      "ContentSecurityPolicy",
      "ContentTypeOptions",
      "FrameOptions",
      "ReferrerPolicy",
      "StrictTransportSecurity",
    ]);
    expect(payment?.CustomHeadersConfig.Items.map((item) => item.Header).sort()).toEqual([
      "Cache-Control",
      "Cross-Origin-Opener-Policy",
      "Permissions-Policy",
      "Reporting-Endpoints",
    ]);
  });

  it("send the paths in CloudFront's order: the payment page's first, the default last", () => {
    expect(behaviors.CacheBehaviors.Items.map((item) => item.PathPattern)).toEqual([
      "/checkout",
      "/checkout.html",
      "/checkout/*",
      "/es/checkout",
      "/es/checkout.html",
      "/es/checkout/*",
      "/assets/*",
    ]);
  });

  const withHeader = (headers: Record<string, string>) => ({
    ...POLICY,
    securityHeaders: { ...POLICY.securityHeaders, ...headers },
  });
  it.each([
    [
      "a CSP over 1783 characters",
      { "Content-Security-Policy": `default-src ${"x".repeat(1800)}` },
      /takes 1783/,
    ],
    ["Content-Length", { "Content-Length": "12" }, /controls the Content-Length/],
    ["a CORS header", { "Access-Control-Allow-Origin": "*" }, /CORS/],
    [
      "X-Frame-Options ALLOW-FROM",
      { "X-Frame-Options": "ALLOW-FROM https://a.example" },
      /DENY or SAMEORIGIN/,
    ],
    [
      "an HSTS CloudFront cannot say",
      { "Strict-Transport-Security": "max-age=1; foo" },
      /max-age=N/,
    ],
    ["an unknown Referrer-Policy", { "Referrer-Policy": "everywhere" }, /Referrer-Policy/],
    ["a value with a line break", { "X-Test": "a\r\nSet-Cookie: x" }, /printable ASCII/],
    [
      "eleven custom headers",
      Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`X-Test-${index}`, "1"])),
      /takes 10 a policy/,
    ],
  ])("refuse %s", (_, headers, message) => {
    expect(() => renderCloudFrontFiles(withHeader(headers), FILES)).toThrow(message);
  });
});
