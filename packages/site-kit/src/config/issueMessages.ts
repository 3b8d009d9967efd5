// zod's issues as a definition's problems, one line each with its path: a missing key "is required", an unknown key
// names the keys of its place ("did you mean"), and a union says what its matching branch refused.
import * as z from "zod";
import { didYouMean } from "./didYouMean.js";
import { siteDefinitionSchema } from "./schema.js";

/** Where a problem is in the definition: keys and indexes. */
export type Path = readonly PropertyKey[];

/** `plans[1].price`, `texts["pages.home.hero.title"]`. */
export function pathText(path: Path): string {
  return path
    .map((key, index) =>
      typeof key === "number"
        ? `[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `${index === 0 ? "" : "."}${String(key)}`
          : `[${JSON.stringify(String(key))}]`,
    )
    .join("");
}

/** The schema under `schema`'s wrappers (optional, default…: each has an `innerType`) and pipes (a transform's `in`). */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  const { innerType, in: input } = (schema?.def ?? {}) as { innerType?: z.ZodType; in?: z.ZodType };
  const inner = innerType ?? input;
  return inner ? unwrap(inner) : schema;
}

/** The object of a union that has one (a theme's colours beside a complete theme), or the schema itself. */
function objectOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (!(schema instanceof z.ZodUnion)) return schema;
  return (schema.options as z.ZodType[])
    .map(unwrap)
    .find((option) => option instanceof z.ZodObject);
}

/** The keys an object of the schema may have at `path` (for suggestions). */
function knownKeysAt(schema: z.ZodType, path: Path): string[] {
  let current = unwrap(schema);
  for (const key of path) {
    current = objectOf(current);
    if (current instanceof z.ZodObject) current = unwrap(current.shape[String(key)]);
    else if (current instanceof z.ZodArray) current = unwrap(current.element as z.ZodType);
    else if (current instanceof z.ZodRecord) current = unwrap(current.valueType as z.ZodType);
    else return [];
  }
  current = objectOf(current);
  if (current instanceof z.ZodObject) {
    return Object.keys(current.shape).filter((key) => key !== "$schema");
  }
  if (current instanceof z.ZodRecord) {
    const keys = unwrap(current.keyType as z.ZodType);
    return keys instanceof z.ZodEnum ? (keys.options as string[]) : [];
  }
  return [];
}

/** The issues of a union's branch that matched the value's kind, or null when none did. */
function branchIssues(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue[] | null {
  const matched = issue.errors.filter(
    (errors) =>
      !errors.some(
        (error) =>
          error.path.length === 0 &&
          (error.code === "invalid_type" || error.code === "invalid_value"),
      ),
  );
  if (matched.length === 0) return null;
  return matched.reduce((fewest, errors) => (errors.length < fewest.length ? errors : fewest));
}

export function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: Path = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      const known = knownKeysAt(siteDefinitionSchema, path);
      return issue.keys.map(
        (key) => `${pathText([...path, key])}: is not a key here${didYouMean(key, known)}`,
      );
    }
    if (issue.code === "invalid_union") {
      const inner = branchIssues(issue);
      if (inner) return describeIssues(inner, path);
    }
    const required =
      (issue.code === "invalid_type" || issue.code === "invalid_union") &&
      issue.input === undefined;
    return [`${pathText(path) || "the definition"}: ${required ? "is required" : issue.message}`];
  });
}
