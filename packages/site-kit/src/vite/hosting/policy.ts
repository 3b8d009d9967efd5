// The one source of the site's response headers: security headers and cache rules, computed from the build's configuration.
// The nginx configuration, the `_headers` file and the preview server are all rendered from a HostingPolicy.
import { dirname, join } from "node:path";
import type { DeploymentEnv } from "../../config/env.js";

/** The CDN hosts' headers file, written into dist/. */
export const HEADERS_FILE = "_headers";

/** Files the build writes beside its output (`dist/` → `deploy/`), never served. */
export function hostingFiles(outDir: string) {
  const dir = join(dirname(outDir), "deploy");
  return {
    dir,
    /** Directives for the site's nginx server block. */
    nginxSiteConf: join(dir, "nginx-site.conf"),
    /** The HostingPolicy itself, which `membership-site preview` applies. */
    policyJson: join(dir, "hosting-policy.json"),
  };
}

/** Where reCAPTCHA v2 loads from (react-google-recaptcha uses www.google.com unless told otherwise). */
export const RECAPTCHA_SCRIPT_SOURCES = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
] as const;
export const RECAPTCHA_FRAME_SOURCES = [
  "https://www.google.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
] as const;

/** Vite's hashed output lives here; nothing else under it. */
export const ASSETS_PREFIX = "/assets/";

/** Features the site never uses: denied to the page and every frame in it. */
const DENIED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
] as const;

export interface HostingPolicy {
  /** Sent with every response, whatever its status. */
  securityHeaders: Readonly<Record<string, string>>;
  /** Cache-Control of hashed files under ASSETS_PREFIX. */
  assetsCacheControl: string;
  /** Cache-Control of everything else (HTML, favicon, 404 answers): revalidated so a deploy shows at once. */
  otherCacheControl: string;
}

/** The origin of an http(s) URL, or null for "" and anything else. */
function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

function unique(sources: readonly (string | null)[]): string[] {
  return [...new Set(sources.filter((source): source is string => source !== null))];
}

/** The Content-Security-Policy directives of a build, in the order they are written. */
export function cspDirectives(env: DeploymentEnv): [string, string[]][] {
  const recaptcha = env.sandboxCaptcha ? [] : RECAPTCHA_SCRIPT_SOURCES;
  const recaptchaFrames = env.sandboxCaptcha ? [] : RECAPTCHA_FRAME_SOURCES;
  const chat = httpOrigin(env.chatScriptUrl);
  const frames = unique([...recaptchaFrames, chat]);
  return [
    ["default-src", ["'self'"]],
    // No 'unsafe-inline' or 'unsafe-eval': the prerendered pages carry no executable inline script.
    ["script-src", unique(["'self'", ...recaptcha, chat])],
    // styled-components writes <style> elements at runtime and the prerender inlines its CSS.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    // A chat widget talks to, and frames its UI from, the origin of its script.
    ["connect-src", unique(["'self'", httpOrigin(env.api.host), chat])],
    ["frame-src", frames.length > 0 ? frames : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

export function contentSecurityPolicy(env: DeploymentEnv): string {
  return cspDirectives(env)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export function hostingPolicy(env: DeploymentEnv): HostingPolicy {
  return {
    securityHeaders: {
      "Content-Security-Policy": contentSecurityPolicy(env),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    },
    assetsCacheControl: "public, max-age=31536000, immutable",
    otherCacheControl: "no-cache",
  };
}

/** Every header a response carries under the policy: hashed assets are cacheable, the rest (and any 404) revalidated. */
export function responseHeaders(
  policy: HostingPolicy,
  urlPath: string,
  status: number,
): Record<string, string> {
  const isAsset = status === 200 && urlPath.startsWith(ASSETS_PREFIX);
  return {
    ...policy.securityHeaders,
    "Cache-Control": isAsset ? policy.assetsCacheControl : policy.otherCacheControl,
  };
}
