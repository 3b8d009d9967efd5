import { describe, expect, it } from "vitest";
import { readDeployment } from "../config/env.js";
import type { IntegrationDefinition } from "../config/schema/integrations.js";
import { policyInputs } from "../test/policyInputs.js";
import { renderHeadersFile } from "./headersFile.js";
import { executableInlineScripts } from "./inlineScripts.js";
import { cspHashOf } from "./integrity.js";
import { renderNginxSiteConf } from "./nginx.js";
import {
  cspDirectives,
  hostingPolicy,
  paymentPageCspDirectives,
  responseHeaders,
} from "./policy.js";

const PRODUCTION_ENV = readDeployment({
  VITE_API_HOST: "https://api.example.com/",
  VITE_RECAPTCHA_SITE_KEY: "site-key",
  VITE_CHAT_SCRIPT_URL: "https://chat.example.net/widget/loader.js?id=42",
});

const INPUTS = policyInputs(PRODUCTION_ENV);

function directive(
  env: ReturnType<typeof readDeployment>,
  name: string,
  inputs = policyInputs(env),
): string[] | undefined {
  return cspDirectives(env, inputs).find(([directiveName]) => directiveName === name)?.[1];
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

  it("allows a declared third party's origins on the pages it runs on, and none on the payment page", () => {
    const stats = {
      id: "stats",
      purpose: "analytics",
      script: "https://stats.northwind.example/script.js",
      origins: { connect: ["https://stats.northwind.example"], image: ["https://px.example/p/"] },
      consent: "analytics",
      data: "pages visited",
    } satisfies IntegrationDefinition;
    const sandbox = readDeployment({});
    const inputs = policyInputs(sandbox, [stats]);
    expect(directive(sandbox, "script-src", inputs)).toEqual([
      "'self'",
      "'sha256-loader'",
      "https://stats.northwind.example",
    ]);
    expect(directive(sandbox, "connect-src", inputs)).toEqual([
      "'self'",
      "http://127.0.0.1:8787",
      "https://stats.northwind.example",
    ]);
    expect(directive(sandbox, "img-src", inputs)).toEqual([
      "'self'",
      "data:",
      "https://px.example/p/",
    ]);
    const payment = hostingPolicy(sandbox, inputs).paymentPageHeaders["Content-Security-Policy"];
    expect(payment).not.toContain("northwind");
    expect(payment).not.toContain("px.example");
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
    const local = hostingPolicy(readDeployment({}), policyInputs(readDeployment({})));
    const csp = local.paymentPageHeaders["Content-Security-Policy"];
    expect(csp).toContain("report-uri http://127.0.0.1:8787/csp-reports");
    expect(csp).not.toContain("report-to");
    expect(local.securityHeaders["Reporting-Endpoints"]).toBeUndefined();
  });

  it.each([
    ["/checkout", 200, true],
    ["/checkout/", 308, true],
    ["/checkout.html", 308, true],
    ["/checkout/x", 404, true],
    ["/checkouts", 404, false],
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
  it.each([
    ["/assets/index-AbC.js", 200, "public, max-age=31536000, immutable"],
    ["/assets/gone.js", 404, "no-store"],
    ["/about-us", 200, "no-cache"],
    ["/about-us/", 308, "no-cache"],
    ["/nope", 404, "no-store"],
    ["/checkout", 200, "no-store"],
    ["/checkout/x", 404, "no-store"],
  ] as const)("%s answered %i is cached as %s", (path, status, cacheControl) => {
    expect(responseHeaders(policy, path, status)["Cache-Control"]).toBe(cacheControl);
  });
});

describe("the generated configurations", () => {
  const policy = hostingPolicy(PRODUCTION_ENV, INPUTS);

  it("nginx sends the path's headers from every location, the payment page's on every answer at or under it", () => {
    const bilingual = hostingPolicy(PRODUCTION_ENV, {
      ...INPUTS,
      paymentPaths: ["/checkout", "/es/checkout"],
      languagePrefixes: ["/es"],
    });
    const conf = renderNginxSiteConf(bilingual);
    const locations = conf.split(/^location /m).slice(1);
    const payment = locations.filter((location) =>
      /^(= |\^~ )(\/es)?\/checkout|@payment/.test(location),
    );
    // Each page: its address, its file's name, the paths under it; and a 404 answer per language.
    expect(payment).toHaveLength(8);
    for (const location of locations) {
      const headers = payment.includes(location)
        ? bilingual.paymentPageHeaders
        : bilingual.securityHeaders;
      for (const [name, value] of Object.entries(headers)) {
        const quote = value.includes('"') ? "'" : '"';
        expect(location).toContain(`add_header ${name} ${quote}${value}${quote} always;`);
      }
    }
    expect(conf).toContain("location ^~ /es/ {");
    expect(conf).toContain("location @not_found_es {");
    expect(conf).toContain("try_files /es/404.html =404;");
  });

  it("nginx refuses a value it would misread", () => {
    const bad = { ...policy, securityHeaders: { "X-Test": `a"b'c` } };
    expect(() => renderNginxSiteConf(bad)).toThrow(/Cannot write/);
  });

  it("_headers detaches what a broader rule set before it sets another value, so no host joins two", () => {
    const file = renderHeadersFile(policy);
    const rules = Object.fromEntries(
      file
        .trimEnd()
        .split(/\n(?=\/)/)
        .slice(1)
        .map((rule) => [rule.split("\n")[0], rule.split("\n").slice(1)]),
    );
    expect(Object.keys(rules)).toEqual([
      "/*",
      "/assets/*",
      "/checkout",
      "/checkout.html",
      "/checkout/*",
    ]);
    expect(rules["/*"]).toContain("  ! Access-Control-Allow-Origin");
    expect(rules["/*"]).toContain("  Cache-Control: no-cache");
    expect(rules["/assets/*"]).toEqual([
      "  ! Cache-Control",
      "  Cache-Control: public, max-age=31536000, immutable",
    ]);
    for (const path of ["/checkout", "/checkout.html", "/checkout/*"]) {
      expect(rules[path]).toEqual([
        "  ! Content-Security-Policy",
        "  ! Cache-Control",
        `  Content-Security-Policy: ${policy.paymentPageHeaders["Content-Security-Policy"]}`,
        "  Cross-Origin-Opener-Policy: same-origin",
        "  X-Frame-Options: DENY",
        "  Cache-Control: no-store",
      ]);
    }
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
