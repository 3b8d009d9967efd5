// Renders a HostingPolicy as the files of a build served from a private S3 bucket behind CloudFront (origin access
// control), written into deploy/s3-cloudfront/: a response headers policy per kind of cache behavior, a CloudFront
// Function with the address rule (addressRule.ts), the cache behaviors tying them to paths, each object's metadata, and
// upload.sh, which deploys the build. CloudFront's rules and quotas are checked here, so a policy it would refuse fails
// the build rather than the deploy.
import { addressOfPage } from "./addressRule.js";
import { contentTypeFor } from "./mediaTypes.js";
import {
  ASSETS_PREFIX,
  GENERATED_FILE_NOTICE,
  type HostingPolicy,
  paymentPagePatterns,
  responseHeaders,
} from "./policy.js";
import { PRECOMPRESSED_SUFFIX } from "./precompress.js";

/** CloudFront's published quotas (Amazon CloudFront Developer Guide, "Quotas"), the adjustable ones at their default. */
export const CLOUDFRONT_QUOTAS = {
  functionBytes: 10_240,
  cspLength: 1_783,
  customHeadersPerPolicy: 10,
  customHeaderNameLength: 256,
  customHeaderValueLength: 1_783,
  customHeadersTotalLength: 10_240,
  cacheBehaviors: 25,
} as const;

/** AWS's managed cache policy "CachingOptimized": no query, cookie or header in the cache key, gzip and Brotli. */
const CACHING_OPTIMIZED = "658327ea-f89d-4fab-a63d-7e88639e58f6";
/** The function's name in the account; upload.sh finds and republishes it by this name. */
const FUNCTION_NAME = "membership-site-address-rule";
const FUNCTION_FILE = "address-rule.js";

/** A shell variable's reference, "${NAME}", as envsubst and sh read it. */
const variable = (name: string) => `\${${name}}`;

/** What cache-behaviors.json leaves for the reseller to fill (envsubst): the IDs only the account knows. */
const PLACEHOLDER = {
  origin: variable("S3_ORIGIN_ID"),
  functionArn: variable("ADDRESS_RULE_FUNCTION_ARN"),
  policy: (kind: BehaviorKind) => variable(`${kind.toUpperCase().replace(/-/g, "_")}_POLICY_ID`),
};
/** The function's settings, as create-function and update-function take them. */
const FUNCTION_CONFIG = JSON.stringify({
  Comment: "The site address rule",
  Runtime: "cloudfront-js-2.0",
});

type BehaviorKind = "pages" | "payment-page" | "assets";

// The shapes of the CloudFront API's input types that these files use (cloudfront.test.ts checks them against the SDK's).
interface CustomHeader {
  Header: string;
  Value: string;
  Override: boolean;
}
type ReferrerPolicyValue =
  | "no-referrer"
  | "no-referrer-when-downgrade"
  | "origin"
  | "origin-when-cross-origin"
  | "same-origin"
  | "strict-origin"
  | "strict-origin-when-cross-origin"
  | "unsafe-url";
export interface SecurityHeadersConfig {
  ContentSecurityPolicy?: { Override: boolean; ContentSecurityPolicy: string };
  StrictTransportSecurity?: {
    Override: boolean;
    AccessControlMaxAgeSec: number;
    IncludeSubdomains: boolean;
    Preload: boolean;
  };
  ContentTypeOptions?: { Override: boolean };
  FrameOptions?: { Override: boolean; FrameOption: "DENY" | "SAMEORIGIN" };
  ReferrerPolicy?: { Override: boolean; ReferrerPolicy: ReferrerPolicyValue };
  XSSProtection?: {
    Override: boolean;
    Protection: boolean;
    ModeBlock?: boolean;
    ReportUri?: string;
  };
}
export interface ResponseHeadersPolicyConfig {
  Name: string;
  Comment: string;
  SecurityHeadersConfig: SecurityHeadersConfig;
  CustomHeadersConfig: { Quantity: number; Items: CustomHeader[] };
}
type EventType = "viewer-request" | "viewer-response";
export interface DefaultCacheBehavior {
  TargetOriginId: string;
  ViewerProtocolPolicy: "redirect-to-https";
  AllowedMethods: {
    Quantity: number;
    Items: ("GET" | "HEAD")[];
    CachedMethods: { Quantity: number; Items: ("GET" | "HEAD")[] };
  };
  Compress: boolean;
  CachePolicyId: string;
  ResponseHeadersPolicyId: string;
  FunctionAssociations: {
    Quantity: number;
    Items: { FunctionARN: string; EventType: EventType }[];
  };
}
export interface CacheBehavior extends DefaultCacheBehavior {
  PathPattern: string;
}
export interface CustomErrorResponse {
  ErrorCode: number;
  ResponsePagePath: string;
  ResponseCode: string;
  ErrorCachingMinTTL: number;
}
/** The part of a DistributionConfig that cache-behaviors.json holds, in the order CloudFront evaluates it. */
export interface CloudFrontBehaviors {
  CacheBehaviors: { Quantity: number; Items: CacheBehavior[] };
  DefaultCacheBehavior: DefaultCacheBehavior;
  CustomErrorResponses: { Quantity: number; Items: CustomErrorResponse[] };
}
/** What S3 sends with an object, by its key. */
export interface ObjectMetadata {
  ContentType: string;
  CacheControl: string;
}

function fail(problem: string): never {
  throw new Error(`Cannot render the S3/CloudFront files: ${problem}`);
}

/** Printable ASCII only: a control character would end a header, and CloudFront rejects what it cannot send. */
function checkText(what: string, value: string): void {
  if (!/^[\x20-\x7e]*$/.test(value)) fail(`${what} has a character outside printable ASCII.`);
}

/**
 * Headers that CloudFront sets or controls itself: it refuses them in a policy's remove list and to edge functions
 * ("Headers that you can't remove", "Disallowed headers"), and the site has no business sending them.
 */
const CLOUDFRONT_CONTROLLED =
  /^(connection|content-encoding|content-length|expect|host|keep-alive|proxy-.*|trailer|transfer-encoding|upgrade|via|warning|x-accel-.*|x-amz-cf-.*|x-amzn-.*|x-cache|x-edge-.*|x-forwarded-proto|x-real-ip)$/i;

/** HSTS as SecurityHeadersConfig has it: max-age, includeSubDomains, preload, nothing else. */
function strictTransportSecurity(value: string): SecurityHeadersConfig["StrictTransportSecurity"] {
  const [maxAge, ...flags] = value.split(";").map((part) => part.trim().toLowerCase());
  const seconds = /^max-age=(\d+)$/.exec(maxAge ?? "")?.[1];
  const known = new Set(["includesubdomains", "preload"]);
  if (!seconds || flags.some((flag) => !known.has(flag)) || new Set(flags).size !== flags.length) {
    fail(
      `Strict-Transport-Security "${value}" is not max-age=N with includeSubDomains or preload.`,
    );
  }
  return {
    Override: true,
    AccessControlMaxAgeSec: Number(seconds),
    IncludeSubdomains: flags.includes("includesubdomains"),
    Preload: flags.includes("preload"),
  };
}

const REFERRER_POLICIES: readonly ReferrerPolicyValue[] = [
  "no-referrer",
  "no-referrer-when-downgrade",
  "origin",
  "origin-when-cross-origin",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
  "unsafe-url",
];

/** X-XSS-Protection as its fields: "0", "1", "1; mode=block" or "1; report=URI". */
function xssProtection(value: string): SecurityHeadersConfig["XSSProtection"] {
  const match = /^([01])(?:;\s*(?:mode=(block)|report=(\S+)))?$/.exec(value.trim());
  if (!match) fail(`X-XSS-Protection "${value}" is not one CloudFront's fields can say.`);
  return {
    Override: true,
    Protection: match[1] === "1",
    ...(match[2] ? { ModeBlock: true } : {}),
    ...(match[3] ? { ReportUri: match[3] } : {}),
  };
}

/**
 * A response headers policy with every header given: those CloudFront has a field for in SecurityHeadersConfig there
 * (it takes them nowhere else), the rest custom, each overriding what the origin sends. cacheControlOverride false
 * keeps the object's own Cache-Control (its S3 metadata), where a custom error response must keep the 404 page's.
 */
function responseHeadersPolicy(
  name: string,
  comment: string,
  headers: Readonly<Record<string, string>>,
  cacheControlOverride = true,
): ResponseHeadersPolicyConfig {
  const security: SecurityHeadersConfig = {};
  const custom: CustomHeader[] = [];
  for (const [header, value] of Object.entries(headers)) {
    checkText(`The ${header} header of ${name}`, value);
    switch (header.toLowerCase()) {
      case "content-security-policy":
        if (value.length > CLOUDFRONT_QUOTAS.cspLength) {
          fail(
            `${name}'s Content-Security-Policy is ${value.length} characters; CloudFront takes ${CLOUDFRONT_QUOTAS.cspLength} (a quota AWS Support can raise).`,
          );
        }
        security.ContentSecurityPolicy = { Override: true, ContentSecurityPolicy: value };
        break;
      case "strict-transport-security":
        security.StrictTransportSecurity = strictTransportSecurity(value);
        break;
      case "x-content-type-options":
        if (value.trim().toLowerCase() !== "nosniff")
          fail(`X-Content-Type-Options "${value}" is not nosniff.`);
        security.ContentTypeOptions = { Override: true };
        break;
      case "x-frame-options": {
        const option = value.trim().toUpperCase();
        if (option !== "DENY" && option !== "SAMEORIGIN")
          fail(`X-Frame-Options "${value}" is not DENY or SAMEORIGIN.`);
        security.FrameOptions = { Override: true, FrameOption: option };
        break;
      }
      case "referrer-policy": {
        const policy = REFERRER_POLICIES.find((known) => known === value.trim().toLowerCase());
        if (!policy) fail(`Referrer-Policy "${value}" is not one CloudFront takes.`);
        security.ReferrerPolicy = { Override: true, ReferrerPolicy: policy };
        break;
      }
      case "x-xss-protection":
        security.XSSProtection = xssProtection(value);
        break;
      default:
        if (/^access-control-/i.test(header) || /^server-timing$/i.test(header)) {
          fail(
            `${header} belongs in a policy's CORS or Server-Timing settings, which these files do not write.`,
          );
        }
        if (CLOUDFRONT_CONTROLLED.test(header))
          fail(`CloudFront controls the ${header} header itself.`);
        if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(header)) fail(`"${header}" is not a header name.`);
        if (header.length > CLOUDFRONT_QUOTAS.customHeaderNameLength)
          fail(`The header name ${header} is too long.`);
        if (value.length > CLOUDFRONT_QUOTAS.customHeaderValueLength) {
          fail(
            `${name}'s ${header} is ${value.length} characters; CloudFront takes ${CLOUDFRONT_QUOTAS.customHeaderValueLength}.`,
          );
        }
        custom.push({
          Header: header,
          Value: value,
          Override: cacheControlOverride || header.toLowerCase() !== "cache-control",
        });
    }
  }
  if (custom.length > CLOUDFRONT_QUOTAS.customHeadersPerPolicy) {
    fail(
      `${name} has ${custom.length} custom headers; CloudFront takes ${CLOUDFRONT_QUOTAS.customHeadersPerPolicy} a policy.`,
    );
  }
  const total = custom.reduce((sum, item) => sum + item.Header.length + item.Value.length, 0);
  if (total > CLOUDFRONT_QUOTAS.customHeadersTotalLength) {
    fail(
      `${name}'s custom headers come to ${total} characters; CloudFront takes ${CLOUDFRONT_QUOTAS.customHeadersTotalLength}.`,
    );
  }
  return {
    Name: name,
    Comment: comment,
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}

/** The policy's headers for each kind of cache behavior, as responseHeaders gives them for an answer there. */
export function cloudFrontResponseHeadersPolicies(
  policy: HostingPolicy,
): Partial<Record<BehaviorKind, ResponseHeadersPolicyConfig>> {
  const payment = policy.paymentPagePaths[0];
  return {
    pages: responseHeadersPolicy(
      "membership-site-pages",
      "The site's pages and other files: security headers, revalidated.",
      responseHeaders(policy, "/", 200),
    ),
    ...(payment
      ? {
          "payment-page": responseHeadersPolicy(
            "membership-site-payment-page",
            "The payment page, its file and every path under it (PCI DSS 6.4.3): never stored.",
            responseHeaders(policy, payment, 200),
          ),
        }
      : {}),
    assets: responseHeadersPolicy(
      "membership-site-assets",
      "Hashed build output: cached for a year; a missing file keeps the 404 page's Cache-Control.",
      responseHeaders(policy, `${ASSETS_PREFIX}x`, 200),
      false,
    ),
  };
}

/** A cache behavior: GET and HEAD, HTTPS, compressed, cached by path alone. The pages run the address rule both ways. */
function behavior(kind: BehaviorKind, addressRule: boolean): DefaultCacheBehavior {
  const events: EventType[] = addressRule ? ["viewer-request", "viewer-response"] : [];
  return {
    TargetOriginId: PLACEHOLDER.origin,
    ViewerProtocolPolicy: "redirect-to-https",
    AllowedMethods: {
      Quantity: 2,
      Items: ["GET", "HEAD"],
      CachedMethods: { Quantity: 2, Items: ["GET", "HEAD"] },
    },
    Compress: true,
    CachePolicyId: CACHING_OPTIMIZED,
    ResponseHeadersPolicyId: PLACEHOLDER.policy(kind),
    FunctionAssociations: {
      Quantity: events.length,
      Items: events.map((EventType) => ({ FunctionARN: PLACEHOLDER.functionArn, EventType })),
    },
  };
}

/**
 * The cache behaviors in CloudFront's order (the first whose pattern matches wins, the default last): the payment
 * page's patterns, the hashed assets (no function: a missing one is S3's 403, answered with /404.html as a 404 by the
 * custom error responses), then every other path through the address rule.
 */
export function cloudFrontBehaviors(
  policy: HostingPolicy,
  files: readonly string[],
): CloudFrontBehaviors {
  const items: CacheBehavior[] = [
    ...policy.paymentPagePaths.flatMap(paymentPagePatterns).map((PathPattern) => ({
      PathPattern,
      ...behavior("payment-page", true),
    })),
    { PathPattern: `${ASSETS_PREFIX}*`, ...behavior("assets", false) },
  ];
  if (items.length > CLOUDFRONT_QUOTAS.cacheBehaviors) {
    fail(
      `${items.length} cache behaviors; CloudFront takes ${CLOUDFRONT_QUOTAS.cacheBehaviors} a distribution.`,
    );
  }
  // S3 answers a missing key 403 when CloudFront may not list the bucket (origin access control), 404 when it may.
  const errors: CustomErrorResponse[] = files.includes("404.html")
    ? [403, 404].map((ErrorCode) => ({
        ErrorCode,
        ResponsePagePath: "/404.html",
        ResponseCode: "404",
        ErrorCachingMinTTL: 0,
      }))
    : [];
  return {
    CacheBehaviors: { Quantity: items.length, Items: items },
    DefaultCacheBehavior: behavior("pages", true),
    CustomErrorResponses: { Quantity: errors.length, Items: errors },
  };
}

/** The build's files to upload: no precompressed twin (CloudFront compresses itself, and S3 would serve it as a file). */
function uploadedFiles(files: readonly string[]): string[] {
  return files.filter((file) => !file.endsWith(PRECOMPRESSED_SUFFIX));
}

function isNotFoundPage(file: string): boolean {
  return file === "404.html" || file.endsWith("/404.html");
}

/**
 * Each object's Content-Type and Cache-Control, in upload order (hashed assets, other files, pages): its answer's
 * Cache-Control at its address. A 404 page's is the 404 answer's, for a custom error response on /assets/* carries it
 * (the pages' policy overrides it where a 404 page answers 200 at its address).
 */
export function cloudFrontObjectMetadata(
  policy: HostingPolicy,
  files: readonly string[],
): Record<string, ObjectMetadata> {
  const rank = (file: string) =>
    file.startsWith(ASSETS_PREFIX.slice(1)) ? 0 : file.endsWith(".html") ? 2 : 1;
  const ordered = uploadedFiles(files).sort(
    (a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0),
  );
  return Object.fromEntries(
    ordered.map((file) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
      if (/[\x00-\x1f\x7f]/.test(file))
        fail(`the file name ${JSON.stringify(file)} has a control character.`);
      const address = file.endsWith(".html") ? addressOfPage(file) : `/${file}`;
      const cacheControl = isNotFoundPage(file)
        ? policy.notFoundCacheControl
        : (responseHeaders(policy, address, 200)["Cache-Control"] ?? policy.otherCacheControl);
      return [file, { ContentType: contentTypeFor(file), CacheControl: cacheControl }];
    }),
  );
}

/** JSON in ASCII: the function's source holds a non-ASCII file name as \\u escapes, which ES 5.1 reads. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The function's code: the address rule (addressRule.ts's answerFor, step by step) with the build's files. */
export function cloudFrontFunctionCode(policy: HostingPolicy, files: readonly string[]): string {
  const known = uploadedFiles(files).filter((file) => !file.startsWith(ASSETS_PREFIX.slice(1)));
  const cache = {
    redirect: policy.otherCacheControl,
    payment: policy.paymentPageCacheControl,
    notFound: policy.notFoundCacheControl,
  };
  const code = `${GENERATED_FILE_NOTICE.replace(/^#/, "//")}
// The site's address rule (addressRule.ts) on CloudFront (cloudfront-js-2.0), for every cache behavior but
// ${ASSETS_PREFIX}*. S3 has no PATH.html or PATH/index.html fallback: on viewer request this rewrites an address to its
// file's key and answers the redirects itself; an unknown path is rewritten to the nearest 404.html, which S3 answers
// 200, so the viewer response makes it a 404 (a 404 from S3 would skip the function and give one page for all languages).

// Every file outside ${ASSETS_PREFIX}: that behavior runs no function, its misses are the custom error responses'.
var FILES = ${asciiJson(known)};
// The payment page's addresses: a redirect there carries its Cache-Control, as responseHeaders gives it.
var PAYMENT = ${JSON.stringify(policy.paymentPagePaths)};
var CACHE = ${JSON.stringify(cache)};
// Marks a request rewritten to a 404 page. Its value is the key, so a viewer sending it cannot make a page a 404.
var MARK = 'x-site-not-found';

function has(path) {
  return FILES.indexOf(path.slice(1)) >= 0;
}

// A key or a Location: each segment encoded, as S3 and browsers expect (CloudFront forwards the URI as set).
function encoded(path) {
  return path.split('/').map(encodeURIComponent).join('/');
}

// The decoded path, or null when it is malformed or climbs out of the build.
function decoded(uri) {
  var path;
  try {
    path = decodeURIComponent(uri);
  } catch (e) {
    return null;
  }
  if (path[0] !== '/' || path.indexOf('\\0') >= 0 || path.indexOf('\\\\') >= 0) return null;
  return path.split('/').some((segment) => segment === '..' || segment === '.') ? null : path;
}

// The nearest 404.html above the path (a language's own), or null when the build has none.
function notFound(path) {
  var folder = path;
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (has(folder + '/404.html')) return { missing: folder + '/404.html' };
  }
  return { missing: null };
}

// { file } to serve, { location } to redirect to, or { missing }: answerFor's steps in its order.
function answer(uri) {
  var path = decoded(uri);
  if (path === null) return notFound('/');
  if (path.endsWith('/')) {
    if (has(path + 'index.html')) return { file: path + 'index.html' };
    if (path.endsWith('/index/')) return { location: path.slice(0, -6) };
    if (path !== '/' && has(path.slice(0, -1) + '.html')) return { location: path.slice(0, -1) };
    return notFound(path);
  }
  if (has(path)) {
    if (!path.endsWith('.html')) return { file: path };
    var address = path.slice(0, -5);
    if (address.endsWith('/index')) return { location: address.slice(0, -5) };
    return has(address) ? { file: path } : { location: address };
  }
  if (path.endsWith('/index')) return { location: path.slice(0, -5) };
  if (has(path + '.html')) return { file: path + '.html' };
  if (has(path + '/index.html')) return { location: path + '/' };
  return notFound(path);
}

// The query as sent: CloudFront passes each value as received, and AWS's own examples join them unencoded.
function search(querystring) {
  var parts = [];
  for (var name in querystring) {
    var values = querystring[name].multiValue || [querystring[name]];
    for (var i = 0; i < values.length; i++) parts.push(name + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function isPayment(uri) {
  return PAYMENT.some((path) => uri === path || uri === path + '.html' || uri.startsWith(path + '/'));
}

function handler(event) {
  var request = event.request;
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    var mark = request.headers[MARK];
    // The event may hold the request as the viewer sent it or as rewritten: either way a 404 answer is known.
    if ((mark && mark.value === request.uri) || answer(request.uri).missing !== undefined) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
      // Runs after the behavior's response headers policy, so this Cache-Control is the one sent.
      response.headers['cache-control'] = { value: CACHE.notFound };
    }
    return response;
  }
  delete request.headers[MARK];
  var found = answer(request.uri);
  if (found.location !== undefined) {
    return {
      statusCode: 308,
      statusDescription: 'Permanent Redirect',
      headers: {
        location: { value: encoded(found.location) + search(request.querystring) },
        'cache-control': { value: isPayment(request.uri) ? CACHE.payment : CACHE.redirect },
      },
    };
  }
  if (found.missing === null) {
    return { statusCode: 404, statusDescription: 'Not Found', headers: { 'cache-control': { value: CACHE.notFound } } };
  }
  request.uri = encoded(found.file || found.missing);
  if (found.missing) request.headers[MARK] = { value: request.uri };
  return request;
}
`;
  const bytes = Buffer.byteLength(code, "utf8");
  if (bytes > CLOUDFRONT_QUOTAS.functionBytes) {
    fail(
      `the CloudFront Function is ${bytes} bytes with this build's ${known.length} files; CloudFront takes ${CLOUDFRONT_QUOTAS.functionBytes}.`,
    );
  }
  return code;
}

/** A word for sh: single-quoted, a quote inside closed, escaped and reopened. */
function shellWord(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** upload.sh: the assets, the other files, the headers and the function, the pages, then the invalidation. */
function renderUploadScript(
  policies: Partial<Record<BehaviorKind, ResponseHeadersPolicyConfig>>,
  metadata: Record<string, ObjectMetadata>,
): string {
  const put = (file: string) => {
    const { ContentType, CacheControl } = metadata[file] as ObjectMetadata;
    return `put ${[file, ContentType, CacheControl].map(shellWord).join(" ")}`;
  };
  const files = Object.keys(metadata);
  const assets = files.filter((file) => file.startsWith(ASSETS_PREFIX.slice(1)));
  const pages = files.filter((file) => file.endsWith(".html"));
  const others = files.filter((file) => !assets.includes(file) && !pages.includes(file));
  const unhashed = [...others, ...pages];
  return [
    "#!/bin/sh",
    GENERATED_FILE_NOTICE,
    "# Deploys the build to the S3 bucket behind the CloudFront distribution: `sh deploy/s3-cloudfront/upload.sh` with",
    "# S3_BUCKET and CLOUDFRONT_DISTRIBUTION_ID set. The AWS CLI finds its credentials itself (AWS_PROFILE, or",
    "# AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY): none is ever in this repository. README.md says what to create first.",
    "set -eu",
    `: "${variable("S3_BUCKET:?Set S3_BUCKET to the bucket the distribution reads.")}"`,
    `: "${variable("CLOUDFRONT_DISTRIBUTION_ID:?Set CLOUDFRONT_DISTRIBUTION_ID to the distribution's ID.")}"`,
    'here=$(CDPATH="" cd -- "$(dirname -- "$0")" && pwd)',
    `dist=${variable('DIST_DIR:-"$here/../../dist"')}`,
    "",
    "# One object with the Content-Type and Cache-Control that S3 sends with it (object-metadata.json).",
    "put() {",
    '  aws s3 cp "$dist/$1" "s3://$S3_BUCKET/$1" --content-type "$2" --cache-control "$3" --only-show-errors',
    "}",
    "",
    "# A response headers policy, found by name, set to this build's headers: the CSP names its inline scripts' hashes.",
    "update_policy() {",
    `  id=$(aws cloudfront list-response-headers-policies --type custom --query "ResponseHeadersPolicyList.Items[?ResponseHeadersPolicy.ResponseHeadersPolicyConfig.Name=='$1'].ResponseHeadersPolicy.Id | [0]" --output text)`,
    '  if [ -z "$id" ] || [ "$id" = None ]; then echo "No response headers policy $1: create it (README.md)." >&2; exit 1; fi',
    '  etag=$(aws cloudfront get-response-headers-policy --id "$id" --query ETag --output text)',
    '  aws cloudfront update-response-headers-policy --id "$id" --if-match "$etag" --response-headers-policy-config "file://$here/$2" >/dev/null',
    "}",
    "",
    "# Hashed assets first, so no page names a file not there yet.",
    ...assets.map(put),
    "# The other files (favicon, robots.txt, web app manifest...).",
    ...others.map(put),
    "",
    "# This build's headers, and the address rule with this build's pages, before the pages that need them.",
    ...Object.entries(policies).map(
      ([kind, config]) =>
        `update_policy ${shellWord(config.Name)} ${shellWord(`response-headers-${kind}.json`)}`,
    ),
    `etag=$(aws cloudfront describe-function --name ${FUNCTION_NAME} --query ETag --output text)`,
    `etag=$(aws cloudfront update-function --name ${FUNCTION_NAME} --if-match "$etag" --function-config ${shellWord(FUNCTION_CONFIG)} --function-code "fileb://$here/${FUNCTION_FILE}" --query ETag --output text)`,
    `aws cloudfront publish-function --name ${FUNCTION_NAME} --if-match "$etag" >/dev/null`,
    "",
    "# The pages last.",
    ...pages.map(put),
    "",
    "# Nothing is deleted: a page open in a visitor's tab still loads its old chunks. CloudFront caches by key (the",
    "# function's rewrite): it asks S3 again for every file that is not hashed.",
    `aws cloudfront create-invalidation --distribution-id "$CLOUDFRONT_DISTRIBUTION_ID" --paths ${unhashed
      .map((file) => shellWord(`/${file.split("/").map(encodeURIComponent).join("/")}`))
      .join(" ")} >/dev/null`,
    "",
  ].join("\n");
}

function renderReadme(kinds: readonly BehaviorKind[]): string {
  const policyVariables = kinds.map((kind) => PLACEHOLDER.policy(kind).slice(2, -1));
  return [
    "# Amazon S3 and CloudFront",
    "",
    `${GENERATED_FILE_NOTICE.slice(2)}`,
    "",
    "The build goes into a private S3 bucket that only the distribution reads (origin access control). Once per",
    "distribution, with the AWS CLI:",
    "",
    ...kinds.map(
      (kind) =>
        `- \`aws cloudfront create-response-headers-policy --response-headers-policy-config file://response-headers-${kind}.json\`: its Id is ${policyVariables[kinds.indexOf(kind)]}.`,
    ),
    `- \`aws cloudfront create-function --name ${FUNCTION_NAME} --function-config '${FUNCTION_CONFIG}' --function-code fileb://${FUNCTION_FILE}\`, then \`aws cloudfront publish-function --name ${FUNCTION_NAME} --if-match ETAG\`: its FunctionARN is ADDRESS_RULE_FUNCTION_ARN.`,
    "- With those and the bucket's origin ID (S3_ORIGIN_ID) exported, `envsubst < cache-behaviors.json` gives the",
    "  distribution's CacheBehaviors (in the order CloudFront tries them), DefaultCacheBehavior and CustomErrorResponses:",
    "  put them into `aws cloudfront get-distribution-config` output and send it with `aws cloudfront update-distribution`.",
    "",
    "Then every deploy is `sh deploy/s3-cloudfront/upload.sh` with S3_BUCKET and CLOUDFRONT_DISTRIBUTION_ID set: it",
    "uploads the build with each object's metadata (object-metadata.json), updates the policies and the function, and",
    "invalidates the files that are not hashed.",
    "",
  ].join("\n");
}

/** JSON as the AWS CLI reads it, indented, a list of strings on one line so a behavior stays short. */
function json(value: unknown): string {
  const text = JSON.stringify(value, null, 2).replace(
    /\[\s+(?:"(?:[^"\\\n]|\\.)*",?\s+)+\]/g,
    (list) => `[${(JSON.parse(list) as string[]).map((item) => JSON.stringify(item)).join(", ")}]`,
  );
  return `${text}\n`;
}

/** Files to write into deploy/s3-cloudfront/, by name. */
export function renderCloudFrontFiles(
  policy: HostingPolicy,
  files: readonly string[],
): Record<string, string> {
  const policies = cloudFrontResponseHeadersPolicies(policy);
  const metadata = cloudFrontObjectMetadata(policy, files);
  return {
    ...Object.fromEntries(
      Object.entries(policies).map(([kind, config]) => [
        `response-headers-${kind}.json`,
        json(config),
      ]),
    ),
    [FUNCTION_FILE]: cloudFrontFunctionCode(policy, files),
    "cache-behaviors.json": json(cloudFrontBehaviors(policy, files)),
    // One object a line: a build has a hundred or more.
    "object-metadata.json": `{\n${Object.entries(metadata)
      .map(([file, object]) => `  ${JSON.stringify(file)}: ${JSON.stringify(object)}`)
      .join(",\n")}\n}\n`,
    "upload.sh": renderUploadScript(policies, metadata),
    "README.md": renderReadme(Object.keys(policies) as BehaviorKind[]),
  };
}
