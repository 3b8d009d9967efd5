// What each published package ships, as the registry serves it: only its compiled sources, imports it can satisfy,
// types that resolve.
import { readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, posix } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, describe, expect, inject, it } from "vitest";
import { packageName, publishablePackages, run, specifiers, tempDir } from "../workspace.js";
import { fetchPublished, type PublishedPackage } from "./npm.js";
import { npmEnv } from "./verdaccio.js";

const { registry, repo } = inject("firstRelease");
const destination = tempDir("published");
const packed = publishablePackages(repo).map((pkg) =>
  fetchPublished(pkg, destination, npmEnv(registry.npmrc)),
);
afterAll(() => rmSync(destination, { recursive: true, force: true }));

/** Files that are the repository's business, never a consumer's. */
const privateFile =
  /(^|\/)(test|tests|__tests__|stories|fixtures?|__fixtures__|__screenshots__|artifacts|\.storybook)(\/|$)|\.(test|spec|stories)\.|(^|\/)(fixtures?|setup|vitest\.[^/]*|tsconfig[^/]*)\.[^/]+$|\.tsbuildinfo$/;
const topLevelFiles = new Set(["package.json", "README.md", "CHANGELOG.md", "LICENSE"]);

const builtins = new Set(builtinModules);
const read = (pkg: PublishedPackage, file: string) =>
  readFileSync(join(pkg.contents, file), "utf8");

describe.each(packed.map((pkg) => [pkg.manifest.name, pkg] as const))(
  "%s as published",
  (_, pkg) => {
    it("ships dist, package.json and docs only, nothing private", () => {
      const unexpected = pkg.files.filter(
        (file) => privateFile.test(file) || !(file.startsWith("dist/") || topLevelFiles.has(file)),
      );
      expect(unexpected).toEqual([]);
      expect(pkg.files).toContain("README.md");
    });

    it("ships every file its exports map names (brand.schema.json, the locale catalogues, …)", () => {
      const targets = (value: unknown): string[] =>
        typeof value === "string"
          ? [value]
          : value !== null && typeof value === "object"
            ? Object.values(value).flatMap(targets)
            : [];
      const missing = targets(pkg.published.exports).filter((target) => {
        const escaped = target.replace(/^\.\//, "").replace(/[.+?^${}()|[\]\\]/g, "\\$&");
        const pattern = new RegExp(`^${escaped.replace("*", ".+")}$`);
        return !pkg.files.some((file) => pattern.test(file));
      });
      expect(missing).toEqual([]);
    });

    it("ships only modules compiled from its own sources (no bundled dependency)", () => {
      const modules = pkg.files.filter((file) => /\.(js|d\.ts)$/.test(file));
      const withoutSource = modules.filter((file) => {
        const base = file.replace(/^dist\//, "src/").replace(/\.(js|d\.ts)$/, "");
        return ![".ts", ".tsx"].some((ext) => {
          try {
            return readFileSync(join(pkg.dir, base + ext)) !== undefined;
          } catch {
            return false;
          }
        });
      });
      expect(modules.length).toBeGreaterThan(0);
      expect(withoutSource).toEqual([]);
    });

    it("imports only files it ships and packages it declares as dependencies or peers", () => {
      const declared = new Set(
        Object.keys({ ...pkg.published.dependencies, ...pkg.published.peerDependencies }),
      );
      const shipped = new Set(pkg.files);
      const problems: string[] = [];
      for (const file of pkg.files.filter((path) => /\.(js|d\.ts)$/.test(path))) {
        for (const specifier of specifiers(read(pkg, file))) {
          if (specifier.startsWith(".")) {
            const target = posix.join(posix.dirname(file), specifier);
            const candidates = file.endsWith(".d.ts")
              ? [target, target.replace(/\.js$/, ".d.ts")]
              : [target];
            if (!candidates.some((candidate) => shipped.has(candidate))) {
              problems.push(`${file}: ${specifier} is not shipped`);
            }
          } else if (
            !builtins.has(specifier.replace(/^node:/, "")) &&
            !declared.has(packageName(specifier))
          ) {
            problems.push(`${file}: ${specifier} is not a dependency or peer`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it("ships JavaScript source maps that carry their sources", () => {
      const maps = pkg.files.filter((file) => file.endsWith(".js.map"));
      const incomplete = maps.filter((file) => {
        const map = JSON.parse(read(pkg, file)) as {
          sources: string[];
          sourcesContent?: unknown[];
        };
        return map.sourcesContent?.length !== map.sources.length;
      });
      expect(maps.length).toBeGreaterThan(0);
      expect(incomplete).toEqual([]);
    });

    it("keeps React, styled-components and Formik as peers, never dependencies", () => {
      const frameworks = ["react", "react-dom", "styled-components", "formik"];
      const bundledFrameworks = Object.keys(pkg.published.dependencies ?? {}).filter((name) =>
        frameworks.includes(name),
      );
      expect(bundledFrameworks).toEqual([]);
      for (const [name, range] of Object.entries(pkg.published.peerDependencies ?? {})) {
        expect(range, `${name} is a range`).toMatch(/^[\^~>]/);
      }
      const allRanges = Object.values({ ...pkg.published.dependencies });
      expect(allRanges.filter((range) => range.startsWith("workspace:"))).toEqual([]);
    });

    it("passes publint --strict on the tarball", async () => {
      const tarball = readFileSync(pkg.tarball);
      const { messages, pkg: manifest } = await publint({
        pack: {
          tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.length),
        },
        strict: true,
      });
      expect(messages.map((message) => formatMessage(message, manifest, { color: false }))).toEqual(
        [],
      );
    });

    it("passes @arethetypeswrong/cli --profile esm-only on the tarball", () => {
      // run() throws with attw's report when it exits non-zero.
      const report = run(
        "attw",
        [pkg.tarball, "--profile", "esm-only", "--no-color", "--no-emoji"],
        pkg.dir,
      );
      expect(report).toContain(pkg.manifest.name);
    });
  },
);

describe("the privacy filter", () => {
  it("recognises stories, tests, fixtures and test helpers", () => {
    const leaks = [
      "dist/components/PlanCard/PlanCard.stories.js",
      "dist/card.test.d.ts",
      "dist/payment.browser.test.js",
      "dist/test/render.js",
      "dist/stories/fixtures.js",
      "dist/fixtures.js",
      "dist/test/setup.d.ts",
    ];
    expect(leaks.filter((file) => !privateFile.test(file))).toEqual([]);
    expect(privateFile.test("dist/components/PlanCard/PlanCard.js")).toBe(false);
    expect(privateFile.test("dist/react/shared/FlowActions.js")).toBe(false);
  });
});
