import { describe, expect, it } from "vitest";
import {
  type Changeset,
  dependentsOf,
  parseChangeset,
  propagatedChangesets,
} from "./propagateBreaking.js";
import type { PackageJson } from "./workspace.js";

// The package family's shape: forms on ui and api, site-kit on all four, the scaffolder on site-kit, site-check
// expecting site-kit as a peer, the sandbox using api only to develop.
const packages: PackageJson[] = [
  { name: "@membership/ui", version: "1.0.0" },
  { name: "@membership/api", version: "1.0.0" },
  { name: "@membership/content", version: "1.0.0" },
  {
    name: "@membership/forms",
    version: "1.0.0",
    dependencies: { "@membership/ui": "workspace:^", "@membership/api": "workspace:^" },
  },
  {
    name: "@membership/site-kit",
    version: "1.0.0",
    dependencies: { "@membership/forms": "workspace:^", "@membership/content": "workspace:^" },
  },
  {
    name: "@membership/create-site",
    version: "1.0.0",
    dependencies: { "@membership/site-kit": "workspace:^" },
  },
  {
    name: "@membership/site-check",
    version: "1.0.0",
    peerDependencies: { "@membership/site-kit": "workspace:^" },
  },
  {
    name: "@membership/sandbox",
    version: "1.0.0",
    devDependencies: { "@membership/api": "workspace:*" },
  },
];

const changeset = (
  id: string,
  releases: Record<string, string>,
  summary = `${id} changed`,
): Changeset => ({
  id,
  releases,
  summary,
});

describe("dependentsOf", () => {
  it.each([
    [
      "@membership/ui",
      [
        "@membership/create-site",
        "@membership/forms",
        "@membership/site-check",
        "@membership/site-kit",
      ],
    ],
    [
      "@membership/content",
      ["@membership/create-site", "@membership/site-check", "@membership/site-kit"],
    ],
    ["@membership/site-kit", ["@membership/create-site", "@membership/site-check"]],
    ["@membership/sandbox", []],
  ])("%s → %j (dependencies and peers, not devDependencies)", (name, dependents) => {
    expect(dependentsOf(name, packages)).toEqual(dependents);
  });
});

describe("propagatedChangesets", () => {
  it("makes a breaking ui change breaking for every package a site reaches it through", () => {
    const [propagated, ...rest] = propagatedChangesets(
      [
        changeset(
          "planCard-amount",
          { "@membership/ui": "major" },
          "PlanCard: `price` is now `amount`\n\nMore.",
        ),
      ],
      packages,
    );
    expect(rest).toEqual([]);
    expect(propagated).toEqual({
      id: "planCard-amount-breaks-dependents-of-ui",
      releases: {
        "@membership/create-site": "major",
        "@membership/forms": "major",
        "@membership/site-check": "major",
        "@membership/site-kit": "major",
      },
      summary: "Breaking, through @membership/ui: PlanCard: `price` is now `amount`",
    });
  });

  it.each([
    [
      "a minor or a patch",
      [changeset("a", { "@membership/ui": "minor", "@membership/api": "patch" })],
    ],
    [
      "a breaking change of a package nobody depends on",
      [changeset("b", { "@membership/sandbox": "major" })],
    ],
    [
      "dependents that are already breaking",
      [
        changeset("c", {
          "@membership/api": "major",
          "@membership/forms": "major",
          "@membership/site-kit": "major",
        }),
        changeset("d", { "@membership/site-check": "major", "@membership/create-site": "major" }),
      ],
    ],
  ])("adds nothing for %s", (_, changesets) => {
    expect(propagatedChangesets(changesets, packages)).toEqual([]);
  });

  it("names each dependent once when two breaking changes reach it", () => {
    const propagated = propagatedChangesets(
      [
        changeset("one", { "@membership/ui": "major" }),
        changeset("two", { "@membership/content": "major" }),
      ],
      packages,
    );
    expect(propagated.map((entry) => Object.keys(entry.releases))).toEqual([
      [
        "@membership/create-site",
        "@membership/forms",
        "@membership/site-check",
        "@membership/site-kit",
      ],
    ]);
  });
});

describe("parseChangeset", () => {
  it("reads the front matter as pnpm changeset writes it, quoted or not", () => {
    expect(
      parseChangeset(
        "x",
        '---\n"@membership/ui": major\n@membership/api: patch\n---\n\nPlanCard: a change\n',
      ),
    ).toEqual({
      id: "x",
      releases: { "@membership/ui": "major", "@membership/api": "patch" },
      summary: "PlanCard: a change",
    });
  });
});
