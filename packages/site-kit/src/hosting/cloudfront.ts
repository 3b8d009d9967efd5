// Renders a HostingPolicy as the files of a build served from a private S3 bucket behind CloudFront (origin access
// control), written into deploy/s3-cloudfront/: a response headers policy per kind of cache behavior, a CloudFront
// Function with the address rule (addressRule.ts), the cache behaviors tying them to paths, each object's metadata, and
// upload.sh, which deploys the build. CloudFront's rules and quotas are checked here, so a policy it would refuse fails
// the build rather than the deploy.
import {
  type BehaviorKind,
  FUNCTION_CONFIG,
  FUNCTION_FILE,
  FUNCTION_NAME,
  type ObjectMetadata,
  PLACEHOLDER,
  type ResponseHeadersPolicyConfig,
  variable,
} from "./cloudfront/api.js";
import { cloudFrontBehaviors, cloudFrontObjectMetadata } from "./cloudfront/behaviors.js";
import { cloudFrontFunctionCode } from "./cloudfront/functionCode.js";
import { cloudFrontResponseHeadersPolicies } from "./cloudfront/headersPolicies.js";
import { ASSETS_PREFIX, GENERATED_FILE_NOTICE, type HostingPolicy } from "./policy.js";

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
        `- \`aws cloudfront create-response-headers-policy --response-headers-policy-config file://response-headers-${kind}.json\`: its Id is ${PLACEHOLDER.policy(kind).slice(2, -1)}.`,
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
