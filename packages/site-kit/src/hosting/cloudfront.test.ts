import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import vm from "node:vm";
import type {
  CacheBehavior as AwsCacheBehavior,
  CustomErrorResponse as AwsCustomErrorResponse,
  DefaultCacheBehavior as AwsDefaultCacheBehavior,
  ResponseHeadersPolicyConfig as AwsResponseHeadersPolicyConfig,
  ResponseHeadersPolicyStrictTransportSecurity as AwsStrictTransportSecurity,
} from "@aws-sdk/client-cloudfront";
import { afterAll, describe, expect, it } from "vitest";
import { HOSTED_POLICY } from "../test/hostedBuild.js";
import { addressOfPage, answerFor, redirectsToPage } from "./addressRule.js";
import {
  type CacheBehavior,
  CLOUDFRONT_QUOTAS,
  type CloudFrontBehaviors,
  type CustomErrorResponse,
  type DefaultCacheBehavior,
  type ObjectMetadata,
  type ResponseHeadersPolicyConfig,
} from "./cloudfront/api.js";
import { cloudFrontBehaviors, cloudFrontObjectMetadata } from "./cloudfront/behaviors.js";
import { cloudFrontFunctionCode } from "./cloudfront/functionCode.js";
import { cloudFrontResponseHeadersPolicies } from "./cloudfront/headersPolicies.js";
import { renderCloudFrontFiles } from "./cloudfront.js";
import { responseHeaders } from "./policy.js";

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

const POLICY = HOSTED_POLICY;

/** A bilingual build; the `.br` twins are never in the list the build hands over, but must not be uploaded if they are. */
const FILES = [
  "404.html",
  "about-us.html",
  "assets/checkout-Gh789.js",
  "assets/index-AbC123.js",
  "assets/index-AbC123.js.br",
  "assets/index-Def456.css",
  "checkout.html",
  "es/404.html",
  "es/checkout.html",
  "es/index.html",
  "es/política.html",
  "es/price.html",
  "favicon.svg",
  "files/it's here.txt",
  "help/index.html",
  "index.html",
  "index.html.br",
  "robots.txt",
  "site.webmanifest",
];
const SERVED = FILES.filter((file) => !file.endsWith(".br"));
const PAGES = SERVED.filter((file) => file.endsWith(".html"));

const rendered = renderCloudFrontFiles(POLICY, FILES);
const text = (name: string) => rendered[name] ?? expect.fail(`${name} is not rendered`);
const behaviors: CloudFrontBehaviors = JSON.parse(text("cache-behaviors.json"));
const metadata: Record<string, ObjectMetadata> = JSON.parse(text("object-metadata.json"));
// biome-ignore lint/suspicious/noExplicitAny: the function's events are plain objects, as CloudFront passes them.
type Handler = (event: any) => any;
function loadFunction(code: string): Handler {
  const context = vm.createContext({});
  vm.runInContext(code, context);
  return context.handler;
}
const handler = loadFunction(text("address-rule.js"));

/** A cache behavior's path pattern as CloudFront matches it: `*` any characters, `?` one, case-sensitive, whole path. */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${source}$`).test(path);
}

function behaviorFor(path: string): DefaultCacheBehavior {
  return (
    behaviors.CacheBehaviors.Items.find((behavior) => matches(behavior.PathPattern, path)) ??
    behaviors.DefaultCacheBehavior
  );
}

/** Each behavior's response headers policy, by the ID it names: the pages', the payment page's, the assets'. */
const policies: Record<string, ResponseHeadersPolicyConfig> = Object.fromEntries(
  [
    [behaviors.DefaultCacheBehavior, "pages"],
    [behaviorFor("/checkout"), "payment-page"],
    [behaviorFor("/assets/x.js"), "assets"],
  ].map(([behavior, kind]) => [
    (behavior as DefaultCacheBehavior).ResponseHeadersPolicyId,
    JSON.parse(text(`response-headers-${kind}.json`)),
  ]),
);

/** The headers a response headers policy gives a response, as CloudFront writes its fields, by lowercase name. */
function applyPolicy(
  config: ResponseHeadersPolicyConfig,
  origin: Record<string, string>,
): Record<string, string> {
  const security = config.SecurityHeadersConfig;
  const sts = security.StrictTransportSecurity;
  const added: [string, string, boolean][] = [
    ...(security.ContentSecurityPolicy
      ? [["content-security-policy", security.ContentSecurityPolicy.ContentSecurityPolicy, true]]
      : []),
    ...(sts
      ? [
          [
            "strict-transport-security",
            `max-age=${sts.AccessControlMaxAgeSec}${sts.IncludeSubdomains ? "; includeSubDomains" : ""}${sts.Preload ? "; preload" : ""}`,
            sts.Override,
          ],
        ]
      : []),
    ...(security.ContentTypeOptions ? [["x-content-type-options", "nosniff", true]] : []),
    ...(security.FrameOptions
      ? [["x-frame-options", security.FrameOptions.FrameOption, true]]
      : []),
    ...(security.ReferrerPolicy
      ? [["referrer-policy", security.ReferrerPolicy.ReferrerPolicy, true]]
      : []),
    ...config.CustomHeadersConfig.Items.map(
      (item) => [item.Header.toLowerCase(), item.Value, item.Override] as [string, string, boolean],
    ),
  ] as [string, string, boolean][];
  const headers = { ...origin };
  for (const [name, value, override] of added) {
    if (override || !(name in headers)) headers[name] = value;
  }
  return headers;
}

/** A CloudFront Functions query string object from a raw query, values as received. */
function querystringOf(query: string) {
  const fields: Record<string, { value: string; multiValue?: { value: string }[] }> = {};
  for (const pair of query ? query.split("&") : []) {
    const [name = "", value = ""] = pair.split(/=(.*)/s);
    const field = fields[name];
    if (!field) fields[name] = { value };
    else field.multiValue = [...(field.multiValue ?? [{ value: field.value }]), { value }];
  }
  return fields;
}

interface Served {
  status: number;
  /** The S3 key that answered, or the redirect's Location. */
  key?: string;
  location?: string;
  headers: Record<string, string>;
  /** The headers the function itself set on a response it generated. */
  generated?: Record<string, string>;
}

function flat(headers: Record<string, { value: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value]));
}

/**
 * One request through the distribution as AWS documents it: the behavior by path, its viewer-request function, S3
 * (403 for a missing key), the custom error responses, the response headers policy, then the viewer-response function
 * (skipped for an error from S3 or a custom error page), given the request as sent or as rewritten.
 */
function serve(url: string, view: "rewritten" | "original"): Served {
  const [path = "", query = ""] = url.split(/\?(.*)/s);
  const behavior = behaviorFor(path);
  const config = policies[behavior.ResponseHeadersPolicyId] ?? expect.fail("no policy");
  const events = behavior.FunctionAssociations.Items.map((item) => item.EventType);
  const sent = {
    method: "GET",
    uri: path,
    querystring: querystringOf(query),
    headers: { host: { value: "www.example.com" }, "user-agent": { value: "test" } },
    cookies: {},
  };
  const event = (eventType: string, request: unknown, response?: unknown) => ({
    version: "1.0",
    context: { distributionId: "EDFDVBD6EXAMPLE", eventType, requestId: "r" },
    viewer: { ip: "198.51.100.11" },
    request,
    ...(response ? { response } : {}),
  });
  let request = structuredClone(sent);
  if (events.includes("viewer-request")) {
    const result = handler(event("viewer-request", request));
    if ("statusCode" in result) {
      const generated = flat(result.headers);
      return {
        status: result.statusCode,
        location: generated.location,
        headers: applyPolicy(config, generated),
        generated,
      };
    }
    request = result;
  }
  const key = decodeURIComponent(request.uri.slice(1));
  const object = metadata[key];
  if (!object) {
    const error = behaviors.CustomErrorResponses.Items.find((item) => item.ErrorCode === 403);
    if (!error) return { status: 403, headers: {} };
    const page = error.ResponsePagePath.slice(1);
    const pageObject = metadata[page] ?? expect.fail(`${page} is not uploaded`);
    return {
      status: Number(error.ResponseCode),
      key: page,
      headers: applyPolicy(config, { "cache-control": pageObject.CacheControl }),
    };
  }
  let response = {
    statusCode: 200,
    statusDescription: "OK",
    headers: Object.fromEntries(
      Object.entries(applyPolicy(config, { "cache-control": object.CacheControl })).map(
        ([name, value]) => [name, { value }],
      ),
    ),
    cookies: {},
  };
  if (events.includes("viewer-response")) {
    response = handler(event("viewer-response", view === "rewritten" ? request : sent, response));
  }
  return { status: response.statusCode, key, headers: flat(response.headers) };
}

const PATHS = [
  ...PAGES.flatMap((file) => [addressOfPage(file), ...redirectsToPage(file)]),
  ...SERVED.filter((file) => !file.endsWith(".html")).map((file) =>
    `/${file}`.split("/").map(encodeURIComponent).join("/"),
  ),
  "/es",
  "/es/index",
  "/help",
  "/help/index",
  "/help/index/",
  "/checkout/",
  "/checkout/x",
  "/es/checkout/",
  "/es/checkout/x",
  "/assets/",
  "/assets",
  "/assets/missing.js",
  "/nope",
  "/nope/",
  "/es/nope",
  "/es/nope/deeper",
  "/404",
  "/es/404",
  "/about%2Dus",
  "/about-us.html.br",
  "/%E0%A4%A",
  "/es/../checkout",
  "/ES/price",
  "/es/pol%C3%ADtica.html",
  "/es/pol%C3%ADtica",
];
const QUERIES = [
  "/about-us.html?plan=gold&ref=a%20b",
  "/es?x=1&x=2",
  "/checkout/?step=2",
  "/help/index.html?q=1&q=",
  "/es/price?utm=mail",
];

async function expected(url: string) {
  const [path = "", query = ""] = url.split(/\?(.*)/s);
  const answer = await answerFor(path, (file) => SERVED.includes(file));
  return { answer, path, search: query ? `?${query}` : "" };
}

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

describe("upload.sh", () => {
  const dir = mkdtempSync(join(tmpdir(), "s3-cloudfront-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const deployDir = join(dir, "deploy", "s3-cloudfront");
  mkdirSync(deployDir, { recursive: true });
  for (const [name, content] of Object.entries(rendered))
    writeFileSync(join(deployDir, name), content);
  const script = join(deployDir, "upload.sh");
  // A fake `aws` first on PATH: one line a call, its arguments joined by \x1f; the ETag or ID where one is asked for.
  const bin = join(dir, "bin");
  const log = join(dir, "aws.log");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "aws"),
    [
      "#!/bin/sh",
      `for arg in "$@"; do printf '%s\\037' "$arg"; done >> "$AWS_LOG"`,
      `printf '\\n' >> "$AWS_LOG"`,
      'case "$*" in *--query*) echo FAKE-ETAG-OR-ID ;; esac',
    ].join("\n"),
  );
  chmodSync(join(bin, "aws"), 0o755);
  const run = (env: Record<string, string>) =>
    spawnSync("sh", [script], {
      encoding: "utf8",
      env: { PATH: `${bin}:${process.env.PATH}`, AWS_LOG: log, ...env },
    });

  it("passes sh -n", () => {
    expect(() => execFileSync("sh", ["-n", script])).not.toThrow();
  });

  it("stops before any call without the bucket or the distribution", () => {
    const result = run({ CLOUDFRONT_DISTRIBUTION_ID: "E2EXAMPLE" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("Set S3_BUCKET");
    expect(() => readFileSync(log, "utf8")).toThrow();
  });

  it("uploads assets first and pages last with their metadata, then invalidates what is not hashed", () => {
    const result = run({
      S3_BUCKET: "site-bucket",
      CLOUDFRONT_DISTRIBUTION_ID: "E2EXAMPLE",
      // Nothing from the environment but the two names reaches a call.
      TEST_CARD_NUMBER: "4242424242424242",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const calls = readFileSync(log, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => line.split("\x1f").slice(0, -1));
    const uploads = calls.flatMap((args, index) =>
      args[0] === "s3" && args[1] === "cp" ? [{ index, args }] : [],
    );
    const uploaded = uploads.map(({ args }) => {
      const key = (args[3] ?? "").replace("s3://site-bucket/", "");
      expect(args).toEqual([
        "s3",
        "cp",
        `${deployDir}/../../dist/${key}`,
        `s3://site-bucket/${key}`,
        "--content-type",
        metadata[key]?.ContentType,
        "--cache-control",
        metadata[key]?.CacheControl,
        "--only-show-errors",
      ]);
      return key;
    });
    expect(uploaded.sort()).toEqual([...SERVED].sort());
    const at = (match: (args: string[]) => boolean) => calls.findIndex(match);
    const lastAsset = Math.max(
      ...uploads.filter(({ args }) => args[3]?.includes("/assets/")).map(({ index }) => index),
    );
    const firstPage = Math.min(
      ...uploads.filter(({ args }) => args[3]?.endsWith(".html")).map(({ index }) => index),
    );
    expect(lastAsset).toBeLessThan(firstPage);
    for (const step of ["update-response-headers-policy", "publish-function"]) {
      const index = at((args) => args[1] === step);
      expect(index).toBeGreaterThan(lastAsset);
      expect(index).toBeLessThan(firstPage);
    }
    expect(calls.filter((args) => args[1] === "update-response-headers-policy")).toHaveLength(3);
    const invalidation = calls.at(-1) ?? [];
    expect(invalidation.slice(0, 5)).toEqual([
      "cloudfront",
      "create-invalidation",
      "--distribution-id",
      "E2EXAMPLE",
      "--paths",
    ]);
    expect(invalidation.slice(5).sort()).toEqual(
      SERVED.filter((file) => !file.startsWith("assets/"))
        .map((file) => `/${file.split("/").map(encodeURIComponent).join("/")}`)
        .sort(),
    );
    const every = calls.flat();
    expect(every.filter((arg) => arg.endsWith(".br"))).toEqual([]);
    expect(every.filter((arg) => /\d{13,19}|card|cvc|cvv/i.test(arg))).toEqual([]);
  });
});

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
