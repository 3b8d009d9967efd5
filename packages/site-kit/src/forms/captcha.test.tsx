import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SiteApp } from "../app/SiteApp.js";
import { testSite } from "../test/site.js";
import { RecaptchaWidget, SandboxCaptcha } from "./captcha.js";

function serverHtml(element: ReactNode): string {
  return renderToString(<SiteApp site={testSite()}>{element}</SiteApp>);
}

describe("SandboxCaptcha", () => {
  it("says it is a sandbox captcha and starts unticked", () => {
    const html = serverHtml(<SandboxCaptcha onChange={vi.fn()} />);
    expect(html).toContain("I am not a robot (sandbox captcha — no real check)");
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
    expect(html).not.toMatch(/<input[^>]*checked/);
  });
});

describe("RecaptchaWidget", () => {
  it("renders only its reserved slot on the server, so the prerendered HTML matches hydration", () => {
    const html = serverHtml(
      <RecaptchaWidget siteKey="site-key-1" language="en" onChange={vi.fn()} />,
    );
    expect(html).toMatch(/^<div class="[^"]+"><\/div>$/);
  });
});
