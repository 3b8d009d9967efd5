// The policy's headers as CloudFront's response headers policies, one per kind of cache behavior, in the fields its
// API has for them (HSTS, Referrer-Policy, X-XSS-Protection…) and within its quotas.

import { ASSETS_PREFIX, type HostingPolicy, responseHeaders } from "../policy.js";
import {
  type BehaviorKind,
  CLOUDFRONT_QUOTAS,
  type CustomHeader,
  fail,
  REFERRER_POLICIES,
  type ResponseHeadersPolicyConfig,
  type SecurityHeadersConfig,
} from "./api.js";

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
    // Printable ASCII only: a control character would end a header, and CloudFront rejects what it cannot send.
    if (!/^[\x20-\x7e]*$/.test(value))
      fail(`The ${header} header of ${name} has a character outside printable ASCII.`);
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
