#!/usr/bin/env node
// `npm create @membership/site my-brand -- [--from brand.json]`: a new brand's site, configured and ready to install.
// Without --from it asks for the brand in the terminal.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "@membership/site-kit/config";
import { parseBrand, siteFilePaths, slugOf, withSitePaths } from "./brand.js";
import { placeholderLogo, siteFiles, type TemplateVersions } from "./files.js";

const USAGE = `usage: npm create @membership/site <directory> -- [--from brand.json] [--packages <folder of .tgz files>]

  --from      the brand as JSON (name, domain, supportPhone, supportEmail, locale or locales, plans, trial, theme, …);
              without it, the brand is asked for in the terminal
  --packages  install the @membership packages from these tarballs instead of the registry`;

interface Arguments {
  directory: string;
  from?: string;
  packages?: string;
}

function parseArguments(args: readonly string[]): Arguments {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? "";
    if (arg === "--") continue;
    if (arg.startsWith("--")) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith("--"))
        throw new Error(`${arg} needs a value\n${USAGE}`);
      options[arg.slice(2)] = value;
      index += 1;
    } else {
      positional.push(arg);
    }
  }
  const [directory] = positional;
  if (!directory || positional.length > 1) throw new Error(USAGE);
  for (const name of Object.keys(options)) {
    if (name !== "from" && name !== "packages")
      throw new Error(`Unknown option --${name}\n${USAGE}`);
  }
  return { directory, ...options };
}

/** The brand, asked for line by line (the plans as "BASIC 24.95, PREMIUM 34.95"), from a terminal or a pipe. */
async function askForBrand(): Promise<unknown> {
  const terminal = createInterface({ input: process.stdin, terminal: false });
  // The iterator buffers lines: answers piped in at once are not lost between two questions.
  const lines = terminal[Symbol.asyncIterator]();
  try {
    const ask = async (question: string, fallback = "") => {
      process.stdout.write(`${question}${fallback ? ` (${fallback})` : ""}: `);
      const line = await lines.next();
      if (line.done) throw new Error(`No answer to "${question}": the brand was left unfinished.`);
      return String(line.value).trim() || fallback;
    };
    const name = await ask("Brand name");
    const domain = await ask("Domain", `${slugOf(name)}.example`);
    const supportPhone = await ask("Support phone", "(800) 555-0100");
    const supportEmail = await ask("Support e-mail", `support@${domain}`);
    const plans = (await ask("Plans and monthly prices", "BASIC 39.95, PREMIUM 49.95"))
      .split(",")
      .map((entry) => entry.trim().split(/\s+/))
      .map((words) => ({ type: words.slice(0, -1).join(" "), price: words.at(-1) ?? "" }));
    const trialPrice = await ask("Trial price", "3.29");
    const trialDays = Number(await ask("Trial days", "30"));
    const primary = await ask("Primary colour", "#0A5AA8");
    const languages = (
      await ask(`Languages, the first at / (${SUPPORTED_LOCALES.join(", ")})`, DEFAULT_LOCALE)
    )
      .split(",")
      .map((language) => language.trim())
      .filter(Boolean);
    return {
      name,
      domain,
      supportPhone,
      supportEmail,
      ...(languages.length > 1 ? { locales: languages } : { locale: languages[0] }),
      plans,
      trial: { price: trialPrice, days: trialDays },
      theme: { primary },
    };
  } finally {
    terminal.close();
  }
}

/** The versions to depend on: the scaffolder's own dependency ranges, as published (workspace ranges resolved). */
function templateVersions(): TemplateVersions {
  const manifest = JSON.parse(
    readFileSync(new URL("../package.json", import.meta.url), "utf8"),
  ) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const ranges = { ...manifest.devDependencies, ...manifest.dependencies };
  const pick = (names: readonly string[]) =>
    Object.fromEntries(
      names.map((name) => {
        const version = ranges[name];
        if (!version) throw new Error(`@membership/create-site has no version of ${name}`);
        return [name, version];
      }),
    );
  return {
    dependencies: pick([
      "@membership/site-kit",
      "formik",
      "react",
      "react-dom",
      "react-router",
      "styled-components",
    ]),
    devDependencies: pick([
      "@membership/sandbox",
      "@membership/site-check",
      "@types/node",
      "@types/react",
      "@types/react-dom",
      "typescript",
      "vite",
    ]),
  };
}

/** brand.json parsed, or a message that says where it is not JSON. */
function readBrandFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `${file} is not readable JSON: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** The folder of the site that keeps the tarballs it installs (--packages). */
const TARBALLS = "tarballs";

/**
 * Copies every .tgz of `folder` into the site and names each by the package it holds
 * ("membership-site-kit-0.1.0.tgz" → @membership/site-kit), as a path relative to the site.
 */
function copyTarballs(folder: string, target: string): Record<string, string> {
  mkdirSync(join(target, TARBALLS), { recursive: true });
  return Object.fromEntries(
    readdirSync(folder)
      // The scaffolder itself is not a dependency of the site it makes.
      .filter((file) => file.endsWith(".tgz") && !file.startsWith("membership-create-site-"))
      .map((file) => {
        copyFileSync(join(folder, file), join(target, TARBALLS, file));
        const name = file.replace(/-\d+\.\d+\.\d+(-[\w.]+)?\.tgz$/, "");
        const scoped = name.startsWith("membership-")
          ? `@membership/${name.slice("membership-".length)}`
          : name;
        return [scoped, `./${TARBALLS}/${file}`];
      }),
  );
}

export async function createSite(args: readonly string[]): Promise<string> {
  const { directory, from, packages } = parseArguments(args);
  const target = resolve(directory);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: choose a new directory.`);
  }
  const brandDir = from ? dirname(resolve(from)) : process.cwd();
  const parsed = parseBrand(from ? readBrandFile(resolve(from)) : await askForBrand(), brandDir);
  // Nothing is written unless the whole brand is right and every file it names is there.
  if ("problems" in parsed) {
    throw new Error(`The brand cannot make a site:\n  - ${parsed.problems.join("\n  - ")}`);
  }
  const moves = siteFilePaths(parsed.brand);
  const logo = parsed.brand.logo ? [] : [{ to: "src/logo.svg", path: ["logo"] }];
  const brand = withSitePaths(parsed.brand, [...moves, ...logo]);

  const tarballs = packages ? copyTarballs(resolve(packages), target) : undefined;
  const files = siteFiles({
    brand,
    name: slugOf(brand.name),
    versions: templateVersions(),
    ...(tarballs ? { tarballs } : {}),
  });
  for (const file of files) {
    mkdirSync(dirname(join(target, file.path)), { recursive: true });
    writeFileSync(join(target, file.path), file.content);
  }
  mkdirSync(join(target, "public"), { recursive: true });
  mkdirSync(join(target, "src"), { recursive: true });
  for (const move of moves) {
    mkdirSync(dirname(join(target, move.to)), { recursive: true });
    copyFileSync(resolve(brandDir, move.from), join(target, move.to));
  }
  if (!parsed.brand.logo) writeFileSync(join(target, "src", "logo.svg"), placeholderLogo(brand));
  return target;
}

if (import.meta.main) {
  createSite(process.argv.slice(2)).then(
    (target) => {
      console.info(`Created ${target}.\n\n  cd ${target}\n  npm install && npm run dev\n`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
