import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILES, POLICY, writeSiteFolder } from "../test/staticSite.js";
import { createStaticServer } from "./staticServer.js";

let rootDir: string;

beforeAll(async () => {
  rootDir = await writeSiteFolder();
});

afterAll(() => rm(rootDir, { recursive: true, force: true }));

describe("a plain folder under a base path, without a policy (a built Storybook)", () => {
  let plain: ReturnType<typeof createStaticServer>;
  let plainOrigin: string;

  beforeAll(async () => {
    plain = createStaticServer(rootDir, undefined, { basePath: "/design-reference/" });
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    plainOrigin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => plain.close(resolve)));

  it.each([
    ["/design-reference/", 200, "<h1>home</h1>"],
    ["/design-reference/about-us", 200, "<h1>about</h1>"],
    ["/design-reference/docs/", 200, "<h1>docs index</h1>"],
    ["/design-reference/about-us.html", 200, "<h1>about</h1>"],
    ["/design-reference/assets/index-AbC123.js", 200, FILES["assets/index-AbC123.js"]],
    ["/design-reference/no-such-page", 404, "<h1>Error 404</h1>"],
    ["/design-reference/es/no-such-page", 404, "<h1>Error 404 (es)</h1>"],
    ["/", 404, "Not Found"],
    ["/about-us", 404, "Not Found"],
    ["/design-referenced/", 404, "Not Found"],
  ])("GET %s answers %i with the right file", async (path, status, body) => {
    const response = await fetch(plainOrigin + path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
  });

  it("redirects the base path without its slash to the folder", async () => {
    const response = await fetch(`${plainOrigin}/design-reference`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/design-reference/");
  });

  it("redirects a file's other names within the base path", async () => {
    const response = await fetch(`${plainOrigin}/design-reference/about-us.html?id=1`, {
      redirect: "manual",
    });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/design-reference/about-us?id=1");
  });

  it.each([
    ["/design-reference/", 200],
    ["/design-reference/assets/index-AbC123.js", 200],
    ["/design-reference/no-such-page", 404],
    ["/elsewhere", 404],
  ])("sends no policy header with %s (%i)", async (path, status) => {
    const response = await fetch(plainOrigin + path);
    expect(response.status).toBe(status);
    for (const name of [...Object.keys(POLICY.securityHeaders), "cache-control"]) {
      expect(response.headers.get(name)).toBeNull();
    }
  });

  it.each([["design-reference"], ["/design-reference"], ["design-reference/"]])(
    "reads the base path %s as /design-reference/",
    async (basePath) => {
      const server = createStaticServer(rootDir, undefined, { basePath });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${at}/design-reference/about-us`);
      await new Promise((resolve) => server.close(resolve));
      expect(await response.text()).toBe("<h1>about</h1>");
    },
  );
});
