import { describe, expect, it } from "vitest";
import {
  expected,
  handler,
  loadFunction,
  PATHS,
  POLICY,
  QUERIES,
  serve,
  text,
} from "../test/cloudfrontDistribution.js";
import { CLOUDFRONT_QUOTAS } from "./cloudfront/api.js";
import { cloudFrontFunctionCode } from "./cloudfront/functionCode.js";

describe("the CloudFront Function", () => {
  it.each(
    [...PATHS, ...QUERIES].flatMap((url) => [
      [url, "rewritten"],
      [url, "original"],
    ]) as [string, "rewritten" | "original"][],
  )(
    "answers %s as the address rule does (viewer response given the request %s)",
    async (url, view) => {
      const { answer, search } = await expected(url);
      const served = serve(url, view);
      if (answer.status === 308) {
        expect(served).toMatchObject({ status: 308, location: `${answer.location}${search}` });
      } else {
        expect(served).toMatchObject({ status: answer.status, key: answer.file });
      }
    },
  );

  it("keeps a query name without a value, with `=`: CloudFront's event has the same value, empty, for `?q` and `?q=`", () => {
    expect(serve("/help/index.html?q", "original")).toMatchObject({
      status: 308,
      location: "/help/?q=",
    });
  });

  it("covers each kind of answer", async () => {
    const statuses = await Promise.all(
      [...PATHS, ...QUERIES].map(async (url) => (await expected(url)).answer.status),
    );
    expect(new Set(statuses)).toEqual(new Set([200, 308, 404]));
  });

  it("a viewer's own marker header makes no page a 404", () => {
    const event = {
      version: "1.0",
      context: { eventType: "viewer-response" },
      request: {
        method: "GET",
        uri: "/about-us",
        querystring: {},
        headers: { "x-site-not-found": { value: "/about-us" } },
        cookies: {},
      },
      response: { statusCode: 200, headers: {}, cookies: {} },
    };
    const request = handler({ ...event, context: { eventType: "viewer-request" } });
    expect(request.headers["x-site-not-found"]).toBeUndefined();
    expect(request.uri).toBe("/about-us.html");
    expect(handler({ ...event, request }).statusCode).toBe(200);
  });

  it("answers 404 itself where the build has no 404 page", () => {
    const bare = loadFunction(cloudFrontFunctionCode(POLICY, ["index.html"]));
    const response = bare({
      context: { eventType: "viewer-request" },
      request: { method: "GET", uri: "/nope", querystring: {}, headers: {}, cookies: {} },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"].value).toBe(POLICY.notFoundCacheControl);
  });

  it("is under CloudFront's 10 KB, uses no module, and a build it cannot hold fails", () => {
    const code = text("address-rule.js");
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(CLOUDFRONT_QUOTAS.functionBytes);
    expect(CLOUDFRONT_QUOTAS.functionBytes).toBe(10_240);
    expect(code).not.toMatch(/\brequire\s*\(|\bimport\b|\bexport\b|\beval\b/);
    const many = Array.from({ length: 500 }, (_, index) => `blog/post-${index}.html`);
    expect(() => cloudFrontFunctionCode(POLICY, many)).toThrow(/bytes .* CloudFront takes 10240/);
  });
});
