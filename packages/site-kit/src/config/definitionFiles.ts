// The files a definition names (logo, font, photos, icons, page components), each where the definition says.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { type Path, pathText } from "./issueMessages.js";
import type { SiteDefinition } from "./schema.js";

/** Every file the definition names, with where it is named: logo, font, photos, icons, page components. */
export function definitionFiles(definition: SiteDefinition): { path: Path; file: string }[] {
  return [
    ...(definition.logo ? [{ path: ["logo"], file: definition.logo }] : []),
    ...(definition.font?.files ?? []).map((face, index) => ({
      path: ["font", "files", index, "src"],
      file: face.src,
    })),
    ...(definition.team ?? []).map((member, index) => ({
      path: ["team", index, "photo"],
      file: member.photo,
    })),
    ...(definition.benefits ?? []).flatMap((benefit, index) =>
      benefit.icon ? [{ path: ["benefits", index, "icon"], file: benefit.icon }] : [],
    ),
    ...Object.entries(definition.pages ?? {}).flatMap(([id, page]) =>
      page !== false && page.component
        ? [{ path: ["pages", id, "component"], file: page.component }]
        : [],
    ),
  ];
}

export function fileProblems(
  definition: SiteDefinition,
  baseDir: string,
  baseName: string,
): string[] {
  return definitionFiles(definition).flatMap(({ path, file }) => {
    const absolute = resolve(baseDir, file);
    return existsSync(absolute) && statSync(absolute).isFile()
      ? []
      : [`${pathText(path)}: no file at ${file} (relative to ${baseName})`];
  });
}
