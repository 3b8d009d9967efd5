// A CloudFront distribution as the s3-cloudfront files set it up, simulated for the hosts' tests: a bilingual build's
// files, what the renderer writes for them, and one request through its behaviors, function and headers policies.
import vm from "node:vm";
import { expect } from "vitest";
import { addressOfPage, answerFor, redirectsToPage } from "../hosting/addressRule.js";
import type {
  CloudFrontBehaviors,
  DefaultCacheBehavior,
  ObjectMetadata,
  ResponseHeadersPolicyConfig,
} from "../hosting/cloudfront/api.js";
import { renderCloudFrontFiles } from "../hosting/cloudfront.js";
import { HOSTED_POLICY } from "./hostedBuild.js";

export const POLICY = HOSTED_POLICY;

/** A bilingual build; the `.br` twins are never in the list the build hands over, but must not be uploaded if they are. */
export const FILES = [
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
export const SERVED = FILES.filter((file) => !file.endsWith(".br"));
const PAGES = SERVED.filter((file) => file.endsWith(".html"));

export const rendered = renderCloudFrontFiles(POLICY, FILES);
export const text = (name: string) => rendered[name] ?? expect.fail(`${name} is not rendered`);
export const behaviors: CloudFrontBehaviors = JSON.parse(text("cache-behaviors.json"));
export const metadata: Record<string, ObjectMetadata> = JSON.parse(text("object-metadata.json"));
// biome-ignore lint/suspicious/noExplicitAny: the function's events are plain objects, as CloudFront passes them.
type Handler = (event: any) => any;
export function loadFunction(code: string): Handler {
  const context = vm.createContext({});
  vm.runInContext(code, context);
  return context.handler;
}
export const handler = loadFunction(text("address-rule.js"));

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
export function serve(url: string, view: "rewritten" | "original"): Served {
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

export const PATHS = [
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
export const QUERIES = [
  "/about-us.html?plan=gold&ref=a%20b",
  "/es?x=1&x=2",
  "/checkout/?step=2",
  "/help/index.html?q=1&q=",
  "/es/price?utm=mail",
];

export async function expected(url: string) {
  const [path = "", query = ""] = url.split(/\?(.*)/s);
  const answer = await answerFor(path, (file) => SERVED.includes(file));
  return { answer, path, search: query ? `?${query}` : "" };
}
