// The cache behaviors that tie the paths to their policy and to the address rule, and what S3 sends with each object.

import { addressOfPage } from "../addressRule.js";
import { contentTypeFor } from "../mediaTypes.js";
import {
  ASSETS_PREFIX,
  type HostingPolicy,
  paymentPagePatterns,
  responseHeaders,
} from "../policy.js";
import { PRECOMPRESSED_SUFFIX } from "../precompress.js";
import {
  type BehaviorKind,
  CACHING_OPTIMIZED,
  type CacheBehavior,
  CLOUDFRONT_QUOTAS,
  type CloudFrontBehaviors,
  type CustomErrorResponse,
  type DefaultCacheBehavior,
  type EventType,
  fail,
  type ObjectMetadata,
  PLACEHOLDER,
} from "./api.js";

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
export function uploadedFiles(files: readonly string[]): string[] {
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
