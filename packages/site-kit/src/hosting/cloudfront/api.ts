// CloudFront's side of the S3/CloudFront files: its quotas, the shapes of its API's input types these files use
// (cloudfront.test.ts checks them against the SDK's), the names the files share, and the failure of what it would refuse.

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
export const CACHING_OPTIMIZED = "658327ea-f89d-4fab-a63d-7e88639e58f6";
/** The function's name in the account; upload.sh finds and republishes it by this name. */
export const FUNCTION_NAME = "membership-site-address-rule";
export const FUNCTION_FILE = "address-rule.js";

/** A shell variable's reference, "${NAME}", as envsubst and sh read it. */
export const variable = (name: string) => `\${${name}}`;

/** What cache-behaviors.json leaves for the reseller to fill (envsubst): the IDs only the account knows. */
export const PLACEHOLDER = {
  origin: variable("S3_ORIGIN_ID"),
  functionArn: variable("ADDRESS_RULE_FUNCTION_ARN"),
  policy: (kind: BehaviorKind) => variable(`${kind.toUpperCase().replace(/-/g, "_")}_POLICY_ID`),
};
/** The function's settings, as create-function and update-function take them. */
export const FUNCTION_CONFIG = JSON.stringify({
  Comment: "The site address rule",
  Runtime: "cloudfront-js-2.0",
});

export type BehaviorKind = "pages" | "payment-page" | "assets";

// The shapes of the CloudFront API's input types that these files use (cloudfront.test.ts checks them against the SDK's).
export interface CustomHeader {
  Header: string;
  Value: string;
  Override: boolean;
}
export const REFERRER_POLICIES = [
  "no-referrer",
  "no-referrer-when-downgrade",
  "origin",
  "origin-when-cross-origin",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
  "unsafe-url",
] as const;
export type ReferrerPolicyValue = (typeof REFERRER_POLICIES)[number];
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
export type EventType = "viewer-request" | "viewer-response";
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

export function fail(problem: string): never {
  throw new Error(`Cannot render the S3/CloudFront files: ${problem}`);
}
