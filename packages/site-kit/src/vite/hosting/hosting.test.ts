import { describe, expect, it } from "vitest";
import { readDeployment } from "../../config/env.js";
import { renderHeadersFile, urlPathsOfFile } from "./headersFile.js";
import { executableInlineScripts } from "./inlineScripts.js";
import { renderNginxSiteConf } from "./nginx.js";
import { cspDirectives, hostingPolicy, responseHeaders } from "./policy.js";

const PRODUCTION_ENV = readDeployment({
  VITE_API_HOST: "https://api.example.com/",
  VITE_RECAPTCHA_SITE_KEY: "site-key",
  VITE_CHAT_SCRIPT_URL: "https://chat.example.net/widget/loader.js?id=42",
});

function directive(env: ReturnType<typeof readDeployment>, name: string): string[] | undefined {
  return cspDirectives(env).find(([directiveName]) => directiveName === name)?.[1];
}

describe("the Content-Security-Policy of a build", () => {
  it("allows scripts from self, reCAPTCHA and the chat origin only, never inline or eval", () => {
    expect(directive(PRODUCTION_ENV, "script-src")).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      "https://chat.example.net",
    ]);
    const policy = hostingPolicy(PRODUCTION_ENV).securityHeaders["Content-Security-Policy"];
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
    expect(directive(sandbox, "script-src")).toEqual(["'self'"]);
    expect(directive(sandbox, "frame-src")).toEqual(["'none'"]);
    expect(directive(sandbox, "connect-src")).toEqual(["'self'", "http://127.0.0.1:8787"]);
  });

  it("denies the powerful features the site never uses", () => {
    const permissions = hostingPolicy(PRODUCTION_ENV).securityHeaders["Permissions-Policy"];
    for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });
});

describe("responseHeaders", () => {
  const policy = hostingPolicy(PRODUCTION_ENV);
  it("caches hashed assets for a year and revalidates everything else, 404 answers included", () => {
    expect(responseHeaders(policy, "/assets/index-AbC.js", 200)["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(responseHeaders(policy, "/assets/gone.js", 404)["Cache-Control"]).toBe("no-cache");
    expect(responseHeaders(policy, "/checkout", 200)["Cache-Control"]).toBe("no-cache");
  });
});

describe("the generated configurations", () => {
  const policy = hostingPolicy(PRODUCTION_ENV);

  it("nginx sends every header from every location, on 404 answers too", () => {
    const conf = renderNginxSiteConf(policy);
    const locations = conf.split(/^location /m).slice(1);
    expect(locations).toHaveLength(3);
    for (const location of locations) {
      for (const [name, value] of Object.entries(policy.securityHeaders)) {
        expect(location).toContain(`add_header ${name} "${value}" always;`);
      }
    }
    expect(conf).toContain("try_files $uri $uri/index.html $uri.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
  });

  it("nginx refuses a value it would misread", () => {
    const bad = { ...policy, securityHeaders: { "X-Test": 'a"b' } };
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
    expect(file.match(/Cache-Control/g)).toHaveLength(6);
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
});
