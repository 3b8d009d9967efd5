import { describe, expect, it } from "vitest";
import { readDeployment } from "../../config/env.js";
import { renderHeadersFile, urlPathsOfFile } from "./headersFile.js";
import { executableInlineScripts } from "./inlineScripts.js";
import { cspHashOf } from "./integrity.js";
import { renderNginxSiteConf } from "./nginx.js";
import {
  cspDirectives,
  hostingPolicy,
  type PolicyInputs,
  paymentPageCspDirectives,
  responseHeaders,
} from "./policy.js";

const PRODUCTION_ENV = readDeployment({
  VITE_API_HOST: "https://api.example.com/",
  VITE_RECAPTCHA_SITE_KEY: "site-key",
  VITE_CHAT_SCRIPT_URL: "https://chat.example.net/widget/loader.js?id=42",
});

const INPUTS: PolicyInputs = {
  paymentPaths: ["/checkout"],
  paymentScriptHashes: ["'sha256-importmap'", "'sha256-planform'"],
  loaderScriptHash: "'sha256-loader'",
};

function directive(env: ReturnType<typeof readDeployment>, name: string): string[] | undefined {
  return cspDirectives(env, INPUTS).find(([directiveName]) => directiveName === name)?.[1];
}

function paymentDirective(name: string): string[] | undefined {
  return paymentPageCspDirectives(PRODUCTION_ENV, INPUTS).find(([found]) => found === name)?.[1];
}

describe("the Content-Security-Policy of a build", () => {
  it("allows scripts from self, the loader, reCAPTCHA and the chat origin only, never other inline or eval", () => {
    expect(directive(PRODUCTION_ENV, "script-src")).toEqual([
      "'self'",
      "'sha256-loader'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      "https://chat.example.net",
    ]);
    const policy = hostingPolicy(PRODUCTION_ENV, INPUTS).securityHeaders["Content-Security-Policy"];
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(/script-src ([^;]*)/.exec(policy ?? "")?.[1]).not.toMatch(/unsafe-inline/);
  });

  it("connects to self and the API host, frames reCAPTCHA, and locks down the rest", () => {
    expect(directive(PRODUCTION_ENV, "connect-src")).toEqual([
      "'self'",
      "https://api.example.com",
      "https://chat.example.net",
    ]);
    expect(directive(PRODUCTION_ENV, "frame-src")).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
      "https://chat.example.net",
    ]);
    for (const [name, value] of [
      ["default-src", "'self'"],
      ["object-src", "'none'"],
      ["base-uri", "'self'"],
      ["form-action", "'self'"],
      ["frame-ancestors", "'none'"],
    ] as const) {
      expect(directive(PRODUCTION_ENV, name)).toEqual([value]);
    }
  });

  it("leaves out reCAPTCHA and chat when the build has neither (sandbox captcha)", () => {
    const sandbox = readDeployment({});
    expect(directive(sandbox, "script-src")).toEqual(["'self'", "'sha256-loader'"]);
    expect(directive(sandbox, "frame-src")).toEqual(["'none'"]);
    expect(directive(sandbox, "connect-src")).toEqual(["'self'", "http://127.0.0.1:8787"]);
  });

  it("denies the powerful features the site never uses", () => {
    const permissions = hostingPolicy(PRODUCTION_ENV, INPUTS).securityHeaders["Permissions-Policy"];
    for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });
});

describe("the payment page's headers", () => {
  const policy = hostingPolicy(PRODUCTION_ENV, INPUTS);

  it("run scripts of the site, its two inline scripts and the captcha only, connect to the API only, under Trusted Types", () => {
    expect(paymentDirective("script-src")).toEqual([
      "'self'",
      "'sha256-importmap'",
      "'sha256-planform'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(paymentDirective("connect-src")).toEqual(["https://api.example.com"]);
    expect(paymentDirective("require-trusted-types-for")).toEqual(["'script'"]);
    expect(paymentDirective("frame-ancestors")).toEqual(["'none'"]);
    // No native submission: a press before the app never puts card fields in a URL.
    expect(paymentDirective("form-action")).toEqual(["'none'"]);
    expect(policy.paymentPageHeaders["Content-Security-Policy"]).not.toContain("chat.example.net");
  });

  it("report violations to the configured collector, the API host's by default", () => {
    expect(paymentDirective("report-uri")).toEqual(["https://api.example.com/csp-reports"]);
    expect(paymentDirective("report-to")).toEqual(["csp"]);
    expect(directive(PRODUCTION_ENV, "report-uri")).toEqual([
      "https://api.example.com/csp-reports",
    ]);
    expect(policy.securityHeaders["Reporting-Endpoints"]).toBe(
      'csp="https://api.example.com/csp-reports"',
    );
    const configured = readDeployment({
      VITE_API_HOST: "https://api.example.com",
      VITE_CSP_REPORT_URL: "https://reports.example.org/csp",
    });
    expect(configured.cspReportUrl).toBe("https://reports.example.org/csp");
  });

  it("send to an http:// collector (the local sandbox) by report-uri alone, which the Reporting API would drop", () => {
    const local = hostingPolicy(readDeployment({}), INPUTS);
    const csp = local.paymentPageHeaders["Content-Security-Policy"];
    expect(csp).toContain("report-uri http://127.0.0.1:8787/csp-reports");
    expect(csp).not.toContain("report-to");
    expect(local.securityHeaders["Reporting-Endpoints"]).toBeUndefined();
  });

  it.each([
    ["/checkout", 200, true],
    ["/checkout/", 200, true],
    ["/checkout.html", 200, true],
    ["/checkout", 404, false],
    ["/checkouts", 200, false],
    ["/", 200, false],
  ] as const)("%s answered %i carries them: %s", (path, status, strict) => {
    const headers = responseHeaders(policy, path, status);
    expect(headers["Content-Security-Policy"]?.includes("require-trusted-types-for")).toBe(strict);
    expect(headers["X-Frame-Options"] === "DENY").toBe(strict);
    expect(headers["Cross-Origin-Opener-Policy"] === "same-origin").toBe(strict);
  });
});

describe("responseHeaders", () => {
  const policy = hostingPolicy(PRODUCTION_ENV, INPUTS);
  it("caches hashed assets for a year and revalidates everything else, 404 answers included", () => {
    expect(responseHeaders(policy, "/assets/index-AbC.js", 200)["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(responseHeaders(policy, "/assets/gone.js", 404)["Cache-Control"]).toBe("no-cache");
    expect(responseHeaders(policy, "/about-us", 200)["Cache-Control"]).toBe("no-cache");
    expect(responseHeaders(policy, "/checkout", 200)["Cache-Control"]).toBe("no-store");
  });
});

describe("the generated configurations", () => {
  const policy = hostingPolicy(PRODUCTION_ENV, INPUTS);

  it("nginx sends every header from every location, on 404 answers too", () => {
    const conf = renderNginxSiteConf(policy);
    const locations = conf.split(/^location /m).slice(1);
    expect(locations).toHaveLength(5);
    for (const location of locations) {
      const headers = location.startsWith("= /checkout")
        ? { ...policy.paymentPageHeaders, "Cache-Control": "no-store" }
        : policy.securityHeaders;
      for (const [name, value] of Object.entries(headers)) {
        const quote = value.includes('"') ? "'" : '"';
        expect(location).toContain(`add_header ${name} ${quote}${value}${quote} always;`);
      }
    }
    expect(locations.filter((location) => location.startsWith("= /checkout"))).toHaveLength(2);
    expect(conf).toContain("try_files $uri $uri/index.html $uri.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
  });

  it("nginx answers a language's unknown paths with its own 404 page, with every header", () => {
    const bilingual = hostingPolicy(PRODUCTION_ENV, {
      ...INPUTS,
      paymentPaths: ["/checkout", "/es/checkout"],
      languagePrefixes: ["/es"],
    });
    const conf = renderNginxSiteConf(bilingual);
    const spanish = conf.split(/^location /m).find((location) => location.startsWith("^~ /es/ {"));
    expect(spanish).toContain("error_page 404 /es/404.html;");
    expect(spanish).toContain("try_files $uri $uri/index.html $uri.html =404;");
    for (const name of Object.keys(bilingual.securityHeaders)) {
      expect(spanish).toContain(`add_header ${name} `);
    }
    // The Spanish payment page is matched exactly, before the folder: it keeps its stricter headers.
    expect(conf).toContain("location = /es/checkout {");
    expect(renderNginxSiteConf(policy)).not.toContain("^~");
  });

  it("nginx refuses a value it would misread", () => {
    const bad = { ...policy, securityHeaders: { "X-Test": `a"b'c` } };
    expect(() => renderNginxSiteConf(bad)).toThrow(/Cannot write/);
  });

  it("_headers sets Cache-Control once per path, so hosts never join two values", () => {
    const file = renderHeadersFile(policy, [
      "index.html",
      "about-us.html",
      "assets/a-1.js",
      "favicon.svg",
    ]);
    expect(file).toContain("/*\n  Content-Security-Policy: ");
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    for (const path of ["/", "/index.html", "/about-us", "/about-us.html", "/favicon.svg"]) {
      expect(file).toContain(`\n${path}\n  Cache-Control: no-cache\n`);
    }
    expect(file).not.toContain("/assets/a-1.js");
    // Five files, the assets folder, and the payment page's two paths (no-store).
    expect(file.match(/Cache-Control/g)).toHaveLength(8);
  });

  it("_headers adds the payment page's tightened headers only, so a joined header is never malformed", () => {
    const file = renderHeadersFile(policy, ["index.html", "checkout.html"]);
    const rule = file.split("\n/checkout\n")[1]?.split("\n/")[0] ?? "";
    expect(rule).toContain(
      `Content-Security-Policy: ${policy.paymentPageHeaders["Content-Security-Policy"]}`,
    );
    expect(rule).toContain("X-Frame-Options: DENY");
    expect(rule).not.toContain("Strict-Transport-Security");
    expect(rule).toContain("Cache-Control: no-store");
    expect(file.match(/\n\/checkout\n/g)).toHaveLength(1);
    expect(file).toContain("\n/checkout.html\n  Content-Security-Policy: ");
  });

  it("maps files to the URL paths the hosting rule serves them at", () => {
    expect(urlPathsOfFile("docs/index.html")).toEqual(["/docs", "/docs/", "/docs/index.html"]);
    expect(urlPathsOfFile("robots.txt")).toEqual(["/robots.txt"]);
  });
});

describe("executableInlineScripts", () => {
  it("lets data blocks and external scripts through", () => {
    const html = `<script type="module" crossorigin src="/assets/index.js"></script>
      <script type="application/json" id="router-hydration-data">{"a":1}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(executableInlineScripts(html)).toEqual([]);
  });

  it.each([
    ["<script>window.x = 1</script>", "inline <script>"],
    ['<script type="module">import "/x.js"</script>', "inline <script"],
    ['<img src="x.png" onerror="alert(1)">', "onerror="],
    ['<a href="javascript:alert(1)">x</a>', "javascript: URL"],
  ])("finds %s", (html, problem) => {
    expect(executableInlineScripts(html).join("\n")).toContain(problem);
  });

  it("lets through an inline script whose exact text the policy allows by hash, and no other", () => {
    const allowed = [cspHashOf("loadEntry()")];
    expect(
      executableInlineScripts('<script data-entry="/e.js">loadEntry()</script>', allowed),
    ).toEqual([]);
    expect(executableInlineScripts("<script>loadEntry() </script>", allowed)).toEqual([
      "inline <script>",
    ]);
  });
});
