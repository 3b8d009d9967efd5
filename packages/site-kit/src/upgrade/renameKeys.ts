// The codemod of a renamed configuration key: rewrites the keys of site.config.ts's exported object in place, leaving
// every value, comment and format as the site wrote it.
import { parseSync } from "vite";

interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

export interface KeyRenames {
  /** The source with every key renamed. */
  code: string;
  /** The renames made, "old.path → new.path". */
  renamed: string[];
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const WRAPPERS = new Set(["TSSatisfiesExpression", "TSAsExpression", "ParenthesizedExpression"]);

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && "type" in value;

/** The object a config module exports: `export default defineSiteConfig({ … })` or `export default { … }`. */
function exportedObject(program: Node): Node | null {
  const body = (program.body as Node[]).find((node) => node.type === "ExportDefaultDeclaration");
  let expression = body?.declaration as Node | undefined;
  while (expression) {
    if (WRAPPERS.has(expression.type)) expression = expression.expression as Node;
    else if (expression.type === "CallExpression") expression = (expression.arguments as Node[])[0];
    else break;
  }
  return expression?.type === "ObjectExpression" ? expression : null;
}

function keyName(property: Node): string | null {
  if (property.type !== "Property" || property.computed) return null;
  const key = property.key as Node;
  if (key.type === "Identifier") return key.name as string;
  return key.type === "Literal" && typeof key.value === "string" ? key.value : null;
}

/**
 * Renames keys of the exported configuration object by path (`{ "brand.memberPortalUrl": "brand.portalUrl" }`).
 * A key keeps its parent: only the last segment of a path changes.
 */
export function renameConfigKeys(
  source: string,
  renames: Readonly<Record<string, string>>,
  fileName = "site.config.ts",
): KeyRenames {
  for (const [from, to] of Object.entries(renames)) {
    if (from.split(".").slice(0, -1).join(".") !== to.split(".").slice(0, -1).join(".")) {
      throw new Error(`A renamed key keeps its parent: ${from} → ${to} moves it.`);
    }
  }
  const parsed = parseSync(fileName, source, { lang: "ts" });
  if (parsed.errors.length > 0) {
    throw new Error(
      `${fileName} does not parse: ${parsed.errors.map((error) => error.message).join("; ")}`,
    );
  }
  const root = exportedObject(parsed.program as unknown as Node);
  if (!root) throw new Error(`${fileName} has no exported configuration object to rewrite.`);
  const edits: { start: number; end: number; text: string }[] = [];
  const renamed: string[] = [];
  const visit = (object: Node, prefix: string) => {
    for (const property of object.properties as Node[]) {
      const name = keyName(property);
      if (name === null) continue;
      const path = prefix ? `${prefix}.${name}` : name;
      const target = renames[path];
      if (target !== undefined) {
        const newName = target.split(".").at(-1) ?? target;
        const key = IDENTIFIER.test(newName) ? newName : JSON.stringify(newName);
        const keyNode = property.key as Node;
        edits.push(
          property.shorthand
            ? { start: property.start, end: property.end, text: `${key}: ${name}` }
            : { start: keyNode.start, end: keyNode.end, text: key },
        );
        renamed.push(`${path} → ${target}`);
      }
      if (isNode(property.value) && property.value.type === "ObjectExpression")
        visit(property.value, path);
    }
  };
  visit(root, "");
  let code = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    code = `${code.slice(0, edit.start)}${edit.text}${code.slice(edit.end)}`;
  }
  return { code, renamed };
}
