// A sister site's view: the published packages installed from the registry with public dependencies only, outside
// the workspace, type-checked, built with Vite, served and used in Chromium.
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, extname, join, normalize } from "node:path";
import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type PackageJson,
  packageName,
  publishablePackages,
  readJson,
  repoRoot,
  run,
  runCapturing,
  specifiers,
  tempDir,
} from "../workspace.js";
import { npmEnv } from "./verdaccio.js";

interface RelayRequest {
  method: string;
  path: string;
  body: string;
}

const workDir = tempDir("consumer");
const appDir = join(workDir, "app");
const relayRequests: RelayRequest[] = [];
const servers: Server[] = [];
let browser: Browser | undefined;

const { registry, repo } = inject("firstRelease");
const env = npmEnv(registry.npmrc);
const published = publishablePackages(repo).map(({ manifest }) => manifest);

/** The modules (.js, .d.ts) under a folder, relative to it. */
function modulesIn(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : modulesIn(dir, path);
    return /\.(js|d\.ts)$/.test(entry.name) ? [path] : [];
  });
}

/** Node's lookup of a bare import from `dir`: the nearest node_modules/<name> up the tree. */
function findPackage(dir: string, name: string): boolean {
  for (let current = dir; current !== dirname(current); current = dirname(current)) {
    if (existsSync(join(current, "node_modules", name, "package.json"))) return true;
  }
  return false;
}

// The versions a sister site would pick: the ones the site and the packages are developed with.
const site = readJson<PackageJson>(join(repoRoot, "apps/site/package.json"));
const ui = readJson<PackageJson>(join(repoRoot, "packages/ui/package.json"));
const root = readJson<PackageJson>(join(repoRoot, "package.json"));
const publicVersion = (manifest: PackageJson, name: string) => {
  const version = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
  if (!version) throw new Error(`no version of ${name}`);
  return version;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// The e-mail relay of another host: records requests, answers like the real one.
const relayServer = () =>
  createServer(async (request, response) => {
    relayRequests.push({
      method: request.method ?? "",
      path: request.url ?? "",
      body: await readBody(request),
    });
    response.writeHead(200, {
      "access-control-allow-origin": "*",
      "content-type": "text/plain",
    });
    response.end("Message has been sent.");
  });

const contentTypes: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

const staticServer = (root: string) =>
  createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const file = join(root, normalize(path === "/" ? "/index.html" : path));
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });

beforeAll(async () => {
  const relayHost = await listen(relayServer());

  cpSync(join(import.meta.dirname, "consumer-app"), appDir, { recursive: true });
  writeFileSync(
    join(appDir, "src/apiHost.ts"),
    `export const apiHost = ${JSON.stringify(relayHost)};\n`,
  );
  const dependencies = {
    ...Object.fromEntries(published.map(({ name, version }) => [name, `^${version}`])),
    ...Object.fromEntries(
      ["react", "react-dom", "styled-components", "formik"].map((name) => [
        name,
        publicVersion(site, name),
      ]),
    ),
  };
  const devDependencies = {
    ...Object.fromEntries(
      ["vite", "@vitejs/plugin-react", "@types/react", "@types/react-dom"].map((name) => [
        name,
        publicVersion(ui, name),
      ]),
    ),
    typescript: publicVersion(root, "typescript"),
  };
  writeFileSync(
    join(appDir, "package.json"),
    JSON.stringify({
      name: "sister-site",
      private: true,
      type: "module",
      dependencies,
      devDependencies,
    }),
  );
  // No hoisting and a virtual store outside the app: a package reaches only what it declares.
  writeFileSync(
    join(appDir, "pnpm-workspace.yaml"),
    ["hoist: false", "virtualStoreDir: ../virtual-store", ""].join("\n"),
  );
  run("pnpm", ["install", "--no-frozen-lockfile", "--reporter=append-only"], appDir, env);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(workDir, { recursive: true, force: true });
});

describe("a sister site installing the published packages from the registry", () => {
  it("installs them so each package reaches what its files import, and nothing it does not declare", () => {
    const problems: string[] = [];
    for (const { name, version } of published) {
      const installed = realpathSync(join(appDir, "node_modules", name));
      expect(readJson<PackageJson>(join(installed, "package.json")).version).toBe(version);
      const imported = new Set(
        modulesIn(installed)
          .flatMap((file) => specifiers(readFileSync(join(installed, file), "utf8")))
          .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("node:"))
          .map(packageName),
      );
      for (const dependency of imported) {
        if (!findPackage(installed, dependency))
          problems.push(`${name} cannot reach ${dependency}`);
      }
    }
    expect(problems).toEqual([]);
    // The app has these, but the packages do not declare them: a strict layout hides them.
    const at = (name: string) => realpathSync(join(appDir, "node_modules", name));
    expect(findPackage(at("@membership/api"), "react")).toBe(false);
    expect(findPackage(at("@membership/content"), "styled-components")).toBe(false);
    expect(findPackage(at("@membership/ui"), "@membership/forms")).toBe(false);
    expect(findPackage(at("@membership/forms"), "formik")).toBe(true);
  });

  it("type-checks against the shipped declarations", () => {
    const { status, output } = runCapturing("pnpm", ["exec", "tsc", "-p", "tsconfig.json"], appDir);
    // Without skipLibCheck, so the packages' declarations are checked; formik's and
    // styled-components' own declarations lack @types/react in a strict layout, and are not ours.
    const ourErrors = output
      .split("\n")
      .filter((line) => /error TS\d+/.test(line))
      .filter(
        (line) => !line.includes("/node_modules/") || line.includes("/node_modules/@membership/"),
      );
    expect(ourErrors).toEqual([]);
    expect(status === 0 || output.includes("/node_modules/")).toBe(true);
  });

  it("builds with Vite, and the page renders the plan card and the contact form that reaches the relay", async () => {
    run("pnpm", ["exec", "vite", "build"], appDir);
    const siteUrl = await listen(staticServer(join(appDir, "dist")));

    browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(siteUrl);

    // The app renders once its script has run: seconds on a busy machine, past expect.poll's one-second default.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe("© 2025 Sister Health. All rights reserved.");
    const planCard = page.getByRole("article", { name: "BASIC" });
    expect(await planCard.textContent()).toContain("$24.95Monthly");
    expect(await planCard.getByRole("button", { name: "Buy" }).isVisible()).toBe(true);

    // The overridden message of the sister site, shown once the field is left.
    const email = page.getByLabel("Email");
    await email.fill("x");
    await email.fill("");
    await email.blur();
    await expect.poll(() => page.getByText("Sister Health needs your e-mail").count()).toBe(1);

    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Phone number").fill("8005550100");
    await email.fill("ada@example.com");
    await page.getByLabel("Message").fill("Please call me back");
    await page.getByLabel("I am not a robot").check();
    await page.getByRole("button", { name: "Send" }).click();

    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("Message sent!");
    expect(relayRequests).toHaveLength(1);
    const [relay] = relayRequests;
    expect(relay?.method).toBe("POST");
    expect(relay?.path).toBe("/incoming");
    expect(relay?.body).toContain("sister.example");
    expect(relay?.body).toContain("sister-relay-token");
    expect(relay?.body).toContain("Ada Lovelace");
    expect(problems).toEqual([]);
  });
});
