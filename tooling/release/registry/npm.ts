// What the registry says of a package, asked as a sister developer would: `npm view`.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  type PackageJson,
  type PackedPackage,
  readJson,
  run,
  type WorkspacePackage,
} from "../workspace.js";

/** `npm view <spec> <field> --json`, parsed. */
export function view(spec: string, field: string, env: NodeJS.ProcessEnv): unknown {
  const output = run("npm", ["view", spec, field, "--json"], process.cwd(), env).trim();
  return output === "" ? undefined : JSON.parse(output);
}

export interface PublishedPackage extends PackedPackage {
  /** The tarball unpacked: its `package/` folder. */
  contents: string;
}

/** The tarball the registry serves for a workspace package at its version, unpacked, with its file list. */
export function fetchPublished(
  pkg: WorkspacePackage,
  destination: string,
  env: NodeJS.ProcessEnv,
): PublishedPackage {
  const spec = `${pkg.manifest.name}@${pkg.manifest.version}`;
  const [result] = JSON.parse(
    run("npm", ["pack", spec, "--pack-destination", destination, "--json"], destination, env),
  ) as { filename: string; files: { path: string }[] }[];
  if (!result) throw new Error(`npm pack ${spec} gave no tarball`);
  const tarball = join(destination, result.filename);
  const unpacked = join(destination, result.filename.replace(/\.tgz$/, ""));
  mkdirSync(unpacked, { recursive: true });
  run("tar", ["-xzf", tarball, "-C", unpacked], destination);
  const contents = join(unpacked, "package");
  const published = readJson<PackageJson>(join(contents, "package.json"));
  return {
    ...pkg,
    tarball,
    contents,
    files: result.files.map((file) => file.path).sort(),
    published,
  };
}
