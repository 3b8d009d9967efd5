// The files of a new site: a thin configuration of @membership/site-kit, nothing copied from the kit.
import { DEFAULT_LOCALE, envExample, type SiteDefinition } from "@membership/site-kit/config";
import { HOSTS } from "@membership/site-kit/hosting";

export interface SiteFile {
  path: string;
  content: string;
}

/** The versions the new site depends on: the scaffolder's own (published) dependency ranges. */
export interface TemplateVersions {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

export interface SiteFilesOptions {
  /** The brand's definition with its files' paths already those of the new site ("./src/team/ana.png"). */
  brand: SiteDefinition;
  /** The package name of the new site. */
  name: string;
  versions: TemplateVersions;
  /** Local tarballs to install instead of the registry's (the workspace's `pnpm create:site`). */
  tarballs?: Readonly<Record<string, string>>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An object key as TypeScript source: an identifier unquoted. */
const sourceKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** A value as TypeScript source: identifier keys unquoted, two-space indents from `indent`. */
export function toSource(value: unknown, indent = ""): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => `${inner}${toSource(item, inner)},`).join("\n")}\n${indent}]`;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return "{}";
    return `{\n${entries.map(([name, item]) => `${inner}${sourceKey(name)}: ${toSource(item, inner)},`).join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The site's package.json; with tarballs, every membership package resolves to its file, also when nested. */
function packageJson({ name, versions, tarballs }: SiteFilesOptions): string {
  const local = (deps: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(deps).map(([dep, range]) => [
        dep,
        tarballs?.[dep] ? `file:${tarballs[dep]}` : range,
      ]),
    );
  const overrides = tarballs
    ? Object.fromEntries(Object.entries(tarballs).map(([dep, file]) => [dep, `file:${file}`]))
    : undefined;
  return json({
    name,
    private: true,
    type: "module",
    engines: { node: ">=22.18" },
    scripts: {
      dev: "membership-site dev",
      build: "vite build",
      preview: "membership-site preview",
      test: "tsc --noEmit && membership-site-check smoke",
      // One deploy per host: the build, the host's files from its one hosting policy, then the host's own CLI.
      ...Object.fromEntries(HOSTS.map((host) => [host.script, `npm run build && ${host.deploy}`])),
    },
    dependencies: local(versions.dependencies),
    devDependencies: local(versions.devDependencies),
    ...(overrides ? { overrides } : {}),
  });
}

/** pnpm reads its overrides from pnpm-workspace.yaml: the same tarballs as package.json's `overrides` (npm). */
function pnpmWorkspace(tarballs: Readonly<Record<string, string>>): string {
  const lines = Object.entries(tarballs).map(([dep, file]) => `  "${dep}": "file:${file}"`);
  return ["overrides:", ...lines, ""].join("\n");
}

/** The brand's own colours, when its theme gives them (not a whole ThemeDefinition). */
const brandColours = (brand: SiteDefinition) =>
  brand.theme && "primary" in brand.theme ? brand.theme : undefined;

/** The primary colour of a brand that names none. */
const DEFAULT_PRIMARY = "#0A5AA8";

/** The brand's colours and font as the kit's ThemeDefinition. */
function themeFile({ brand }: SiteFilesOptions): string {
  const theme = brandColours(brand);
  const colors = {
    primary: theme?.primary ?? DEFAULT_PRIMARY,
    ...(theme?.secondary ? { secondary: theme.secondary } : {}),
    ...(theme?.accent ? { accent: theme.accent } : {}),
  };
  return [
    "// The brand's colours: the kit derives every colour role from them, with AA contrast kept.",
    'import type { ThemeDefinition } from "@membership/site-kit/config";',
    "",
    `export const theme = ${toSource(colors)} satisfies ThemeDefinition;`,
    "",
  ].join("\n");
}

/** A commented placeholder where brand.json sets no payment ids: a production build names them until they are set. */
const PAYMENT_PLACEHOLDER = [
  "  // Your payment provider's ids for this brand: every production build (npm test's, npm run build) stops until they are set.",
  "  // payment: { merchantId: 0, productId: 0 },",
];

function siteConfig({ brand }: SiteFilesOptions): string {
  const { theme: _theme, locale, ...rest } = brand;
  // A site in several languages names them in `locales`; one in a single language says which.
  const languages = rest.locales ? {} : { locale: locale ?? DEFAULT_LOCALE };
  const body = Object.entries({ ...languages, ...rest })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `  ${sourceKey(key)}: ${toSource(value, "  ")},`);
  return [
    "// This brand's site: its facts, plans, trial, team, texts and pages. Node runs this file at build time: keep it data.",
    'import { defineSiteConfig } from "@membership/site-kit/config";',
    'import { theme } from "./theme.ts";',
    "",
    "export default defineSiteConfig({",
    ...body,
    ...(brand.payment ? [] : PAYMENT_PLACEHOLDER),
    "  theme,",
    "});",
    "",
  ].join("\n");
}

function readme({ brand }: SiteFilesOptions): string {
  return `# ${brand.name}

A telehealth membership site made with [@membership/site-kit](https://www.npmjs.com/package/@membership/site-kit).

## Two commands

\`\`\`sh
npm install && npm run dev   # the site on http://127.0.0.1:5173/ and its sandbox backend on http://127.0.0.1:8787
npm install && npm test      # type-check, build against a fresh sandbox and walk every page and a purchase in Chromium
\`\`\`

The tests drive Chromium: on Debian, \`apt-get install chromium\` (or set \`CHROMIUM_PATH\`). On the development
site, buy a plan with the sandbox test card \`4111111111111111\` (any future expiry, any CVV); what would have been
e-mailed or charged lands in \`outbox/outbox.jsonl\`.

## Your brand

- \`site.config.ts\`: name, contact, plans, trial, legal facts, payment ids, logo, team, benefits, texts and pages (the
  keys of brand.json; a mistake stops \`dev\` and \`build\` with every problem named). Every text that quotes a price,
  the trial or a legal fact follows it.
- \`theme.ts\`: the brand's colours; the kit derives the rest of the theme.
- \`public/\`: files served as they are.
- \`.env.example\`: the deployment's variables (API host, relay token, payment keys, reCAPTCHA key, chat URL).
  A production build refuses to run without the secrets.

## Deploy

\`\`\`sh
npm run build                              # dist/ and deploy/ (the hosting policy, nginx-site.conf, the payment page's record)
npx membership-site preview                # dist/ with the production headers, on http://127.0.0.1:4173/
\`\`\`

Then one command per host. Each builds, writes the host's files from the one hosting policy
(\`membership-site deploy-config --host <host>\`) and runs the host's own CLI, which reads its credentials from its usual
environment variables, never from this folder:

| host | command | variables |
| --- | --- | --- |
${HOSTS.map((host) => `| ${host.name} | \`npm run ${host.script}\` | ${host.variables.map((variable) => `\`${variable}\``).join(", ")} |`).join("\n")}

After the first deploy, and after each one:

\`\`\`sh
npx membership-site-check smoke https://www.${brand.domain}          # every page and a purchase's way to the card field
npx membership-site-check payment-page https://www.${brand.domain}   # the payment page's scripts and headers (PCI DSS 11.6.1)
\`\`\`

To roll back, deploy the previous release again (\`git checkout <tag> && npm ci && npm run deploy:<host>\`), or use the
host's own rollback (Cloudflare Pages and Netlify: the previous deployment's "Rollback"; Vercel: \`vercel rollback\`).
The guide for each host, with its domain set-up, is \`docs/deploy/<host>.md\` in the packages' repository.

## Upgrade

\`\`\`sh
npm update                    # fixes and features within the major you are on: pages, forms, headers come with the packages
npx membership-site upgrade   # a new major: every @membership package moves together, site.config.ts is rewritten
npm test                      # then check the site as before
\`\`\`

\`upgrade\` prints what each breaking release changed; UPGRADING.md in the packages' repository shows each with a
before and after.
`;
}

const VITE_CONFIG = [
  'import { membershipSite } from "@membership/site-kit/vite";',
  'import { defineConfig } from "vite";',
  "",
  "export default defineConfig({",
  "  plugins: [membershipSite()],",
  '  server: { host: "127.0.0.1", port: 5173 },',
  "});",
  "",
].join("\n");

const TSCONFIG = json({
  compilerOptions: {
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "bundler",
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    jsx: "react-jsx",
    skipLibCheck: true,
    types: ["node"],
  },
  include: ["*.ts", "src"],
});

const GITIGNORE = [
  "node_modules/",
  "dist/",
  "deploy/",
  ".ssr/",
  "outbox/",
  ".env*",
  "!.env.example",
  "",
].join("\n");

export function siteFiles(options: SiteFilesOptions): SiteFile[] {
  return [
    { path: "package.json", content: packageJson(options) },
    { path: "site.config.ts", content: siteConfig(options) },
    { path: "theme.ts", content: themeFile(options) },
    { path: "vite.config.ts", content: VITE_CONFIG },
    { path: "tsconfig.json", content: TSCONFIG },
    { path: ".env.example", content: envExample(options.brand) },
    { path: ".gitignore", content: GITIGNORE },
    { path: "README.md", content: readme(options) },
    ...(options.tarballs
      ? [{ path: "pnpm-workspace.yaml", content: pnpmWorkspace(options.tarballs) }]
      : []),
  ];
}

/** A logo for a brand that has none yet: its initial on a rounded tile of its primary colour. */
export function placeholderLogo(brand: SiteDefinition): string {
  const color = brandColours(brand)?.primary ?? DEFAULT_PRIMARY;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><title>${brand.name.replace(/[<&"]/g, "")}</title><rect width="48" height="48" rx="10" fill="${color}"/><path d="M20 10h8v10h10v8H28v10h-8V28H10v-8h10z" fill="#FFFFFF"/></svg>\n`;
}
