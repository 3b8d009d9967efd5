import type { SiteDefinition } from "@membership/site-kit/config";
import { describe, expect, it } from "vitest";
import { siteFiles } from "./files.js";

const brand: SiteDefinition = {
  name: "Willow Telehealth",
  domain: "willow.example",
  supportPhone: "(888) 555-0142",
  supportEmail: "care@willow.example",
  plans: [
    { type: "ESSENTIAL", price: "24.95" },
    { type: "FAMILY", price: "54.95" },
  ],
  trial: { price: "1.49", days: 14 },
  theme: { primary: "#6B1FA2" },
  logo: "./src/logo.svg",
  font: { family: "Nunito", files: [{ src: "./src/fonts/nunito.woff2" }] },
};

const versions = {
  dependencies: { "@membership/site-kit": "^0.1.0", react: "^19.3.1" },
  devDependencies: { "@membership/sandbox": "^0.1.0", vite: "^8.3.8" },
};

const files = (options: Partial<Parameters<typeof siteFiles>[0]> = {}) =>
  Object.fromEntries(
    siteFiles({
      brand,
      name: "willow-telehealth",
      versions,
      ...options,
    }).map((file) => [file.path, file.content]),
  );

describe("the files of a new site", () => {
  it("are a thin configuration: no page, component or build step of the kit is copied", () => {
    expect(Object.keys(files()).sort()).toEqual([
      ".env.example",
      ".gitignore",
      "README.md",
      "package.json",
      "site.config.ts",
      "theme.ts",
      "tsconfig.json",
      "vite.config.ts",
    ]);
  });

  it("depend on the published packages by version, with the two commands as scripts", () => {
    const manifest = JSON.parse(files()["package.json"] ?? "");
    expect(manifest.dependencies).toEqual(versions.dependencies);
    expect(manifest.devDependencies).toEqual(versions.devDependencies);
    expect(manifest.scripts).toMatchObject({
      dev: "membership-site dev",
      test: "tsc --noEmit && membership-site-check smoke",
    });
    expect(manifest.overrides).toBeUndefined();
  });

  it.each([
    ["deploy:cloudflare", "--host cloudflare-pages", "wrangler@4 pages deploy dist"],
    ["deploy:netlify", "--host netlify", "netlify-cli@27 deploy --dir dist --prod"],
    ["deploy:vercel", "--host vercel", "vercel@64 deploy dist --prod"],
    ["deploy:nginx", "--host nginx", "rsync"],
    ["deploy:s3", "--host s3-cloudfront", "sh deploy/s3-cloudfront/upload.sh"],
  ])(
    "deploy with `npm run %s`: the build, the host's files (%s), then its own CLI",
    (script, host, cli) => {
      const manifest = JSON.parse(files()["package.json"] ?? "");
      const command: string = manifest.scripts[script];
      expect(command.startsWith(`npm run build && membership-site deploy-config ${host} && `)).toBe(
        true,
      );
      expect(command).toContain(cli);
      expect(files()["README.md"]).toContain(`\`npm run ${script}\``);
    },
  );

  it("install local tarballs, nested ones too, when the workspace packs them", () => {
    const tarballs = {
      "@membership/site-kit": "./tarballs/membership-site-kit-0.1.0.tgz",
      "@membership/ui": "./tarballs/membership-ui-0.1.0.tgz",
    };
    const manifest = JSON.parse(files({ tarballs })["package.json"] ?? "");
    expect(manifest.dependencies["@membership/site-kit"]).toBe(
      "file:./tarballs/membership-site-kit-0.1.0.tgz",
    );
    expect(manifest.overrides["@membership/ui"]).toBe("file:./tarballs/membership-ui-0.1.0.tgz");
    expect(files({ tarballs })["pnpm-workspace.yaml"]).toBe(
      [
        "overrides:",
        '  "@membership/site-kit": "file:./tarballs/membership-site-kit-0.1.0.tgz"',
        '  "@membership/ui": "file:./tarballs/membership-ui-0.1.0.tgz"',
        "",
      ].join("\n"),
    );
  });

  it("configure the brand's facts, plans, trial, logo and font", () => {
    const config = files()["site.config.ts"];
    for (const fact of [
      '"Willow Telehealth"',
      '"ESSENTIAL"',
      '"54.95"',
      'price: "1.49"',
      "days: 14",
    ]) {
      expect(config).toContain(fact);
    }
    expect(config).toContain('logo: "./src/logo.svg"');
    expect(config).toContain('family: "Nunito"');
    expect(config).toContain('src: "./src/fonts/nunito.woff2"');
    expect(files()["theme.ts"]).toContain('primary: "#6B1FA2"');
  });

  it("name the site's one language, or its several languages alone", () => {
    expect(files()["site.config.ts"]).toContain('locale: "en-US",');
    const bilingual = files({ brand: { ...brand, locales: ["en-US", "es-US"] } })["site.config.ts"];
    expect(bilingual).toMatch(/locales: \[\s*"en-US",\s*"es-US",?\s*\],/);
    expect(bilingual).not.toContain("locale:");
  });

  it("write a placeholder for the payment ids that the production build names, unless the brand sets them", () => {
    expect(files()["site.config.ts"]).toContain("// payment: { merchantId: 0, productId: 0 },");
    const paid = files({ brand: { ...brand, payment: { merchantId: 7, productId: 9 } } });
    expect(paid["site.config.ts"]).toContain(
      "payment: {\n    merchantId: 7,\n    productId: 9,\n  },",
    );
    expect(paid["site.config.ts"]).not.toContain("// payment");
  });

  it("document the deployment's variables with the brand's values", () => {
    const env = files()[".env.example"];
    expect(env).toContain("VITE_SUPPORT_PHONE=(888) 555-0142");
    expect(env).toContain("VITE_RELAY_TOKEN=sandbox-relay-token");
  });
});
