import { describe, expect, it } from "vitest";
import { type Manifest, planUpgrade, type RegistryView, withVersions } from "./upgrade.js";

/** A registry of a few releases: site-kit 1.0.0, 1.0.1, 2.0.0 (latest) and 2.1.0-next.0 (next). */
function registry(siteCheckPeerAtLatest = "^2.0.0"): RegistryView {
  const manifests: Manifest[] = [
    {
      name: "@membership/site-kit",
      version: "1.0.0",
      peerDependencies: { "@membership/sandbox": "^1.0.0" },
    },
    {
      name: "@membership/site-kit",
      version: "1.0.1",
      peerDependencies: { "@membership/sandbox": "^1.0.0" },
    },
    {
      name: "@membership/site-kit",
      version: "2.0.0",
      dependencies: { "@membership/ui": "^2.0.0" },
      peerDependencies: { "@membership/sandbox": "^1.1.0" },
    },
    {
      name: "@membership/site-kit",
      version: "2.1.0-next.0",
      peerDependencies: { "@membership/sandbox": "^1.1.0" },
    },
    ...["1.0.0", "1.1.0", "1.2.0"].map((version) => ({ name: "@membership/sandbox", version })),
    ...["1.0.0", "2.0.0", "2.0.3", "3.0.0"].map((version) => ({ name: "@membership/ui", version })),
    {
      name: "@membership/site-check",
      version: "1.0.0",
      peerDependencies: { "@membership/site-kit": "^1.0.0" },
    },
    {
      name: "@membership/site-check",
      version: "2.0.0",
      peerDependencies: { "@membership/site-kit": siteCheckPeerAtLatest },
    },
    {
      name: "@membership/site-check",
      version: "2.0.1-next.0",
      peerDependencies: { "@membership/site-kit": "^2.1.0-next.0" },
    },
  ];
  const tags: Record<string, Record<string, string>> = {
    "@membership/site-kit": { latest: "2.0.0", next: "2.1.0-next.0" },
    "@membership/sandbox": { latest: "1.2.0" },
    "@membership/ui": { latest: "3.0.0" },
    "@membership/site-check": { latest: "2.0.0", next: "2.0.1-next.0" },
  };
  const find = (name: string, version: string) => {
    const found = manifests.find((entry) => entry.name === name && entry.version === version);
    if (!found) throw new Error(`E404 ${name}@${version}`);
    return found;
  };
  return {
    manifest(spec) {
      const at = spec.lastIndexOf("@");
      const [name, tagOrVersion] = [spec.slice(0, at), spec.slice(at + 1)];
      return find(name, tags[name]?.[tagOrVersion] ?? tagOrVersion);
    },
    versions: (name) =>
      manifests.filter((entry) => entry.name === name).map((entry) => entry.version),
  };
}

const site: Manifest = {
  name: "willow",
  version: "0.0.0",
  dependencies: { "@membership/site-kit": "^1.0.1", react: "^19.3.1" },
  devDependencies: { "@membership/sandbox": "^1.0.0", "@membership/site-check": "^1.0.0" },
};

describe("planUpgrade", () => {
  it("takes site-kit at latest, its peers at the newest it accepts, and the rest at latest", () => {
    expect(planUpgrade(site, registry())).toEqual({
      "@membership/site-kit": "2.0.0",
      "@membership/sandbox": "1.2.0",
      "@membership/site-check": "2.0.0",
    });
  });

  it("keeps a package site-kit depends on within site-kit's range, not at its own latest", () => {
    const withUi = { ...site, dependencies: { ...site.dependencies, "@membership/ui": "^1.0.0" } };
    expect(planUpgrade(withUi, registry())["@membership/ui"]).toBe("2.0.3");
  });

  it("takes a pre-release line under its tag, the one set that works together", () => {
    expect(planUpgrade(site, registry(), "next")).toEqual({
      "@membership/site-kit": "2.1.0-next.0",
      "@membership/sandbox": "1.2.0",
      "@membership/site-check": "2.0.1-next.0",
    });
  });

  it("refuses a set whose peer ranges do not hold each other", () => {
    expect(() => planUpgrade(site, registry("^3.0.0"))).toThrow(
      "@membership/site-check@2.0.0 expects @membership/site-kit ^3.0.0, not 2.0.0",
    );
  });
});

describe("withVersions", () => {
  it("moves each planned package to ^version where it was, and leaves the rest", () => {
    const bumped = withVersions(site, {
      "@membership/site-kit": "2.0.0",
      "@membership/sandbox": "1.2.0",
    });
    expect(bumped.dependencies).toEqual({ "@membership/site-kit": "^2.0.0", react: "^19.3.1" });
    expect(bumped.devDependencies).toEqual({
      "@membership/sandbox": "^1.2.0",
      "@membership/site-check": "^1.0.0",
    });
  });
});
