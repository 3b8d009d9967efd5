// A definition checked by the schema and against what it names: the catalogues' keys and placeholders, and its files.
// Every problem is listed at once with its path.
import { isRecord } from "../site/storage.js";
import { fileProblems } from "./definitionFiles.js";
import { textProblems } from "./definitionTexts.js";
import { describeIssues } from "./issueMessages.js";
import { brandVariableSchemas } from "./schema/brand.js";
import { type SiteDefinition, type SiteDefinitionInput, siteDefinitionSchema } from "./schema.js";

export interface DefinitionCheck {
  /** The definition, when there is no problem. */
  definition?: SiteDefinition;
  /** "plans[1].price: must be dollars and cents like \"24.95\"", one per mistake. */
  problems: string[];
}

export interface CheckOptions {
  /** Where relative file paths start (the site's root, or brand.json's folder); files are not checked without it. */
  baseDir?: string;
  /** What the paths are relative to, for messages: "brand.json" or "the site". */
  baseName?: string;
}

/** Checks a definition as written in site.config.ts or brand.json; the definition comes back only without problems. */
export function checkSiteDefinition(input: unknown, options: CheckOptions = {}): DefinitionCheck {
  if (!isRecord(input)) return { problems: ["the definition: must be one object"] };
  const parsed = siteDefinitionSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { problems: describeIssues(parsed.error.issues) };
  const { $schema: _schema, ...definition } = parsed.data;
  const problems = textProblems(definition);
  if (options.baseDir) {
    problems.push(
      ...fileProblems(definition, options.baseDir, options.baseName ?? options.baseDir),
    );
  }
  return problems.length > 0 ? { problems } : { definition, problems };
}

/** The brand variables that are set but not in the format of the key they replace: `VITE_SUPPORT_PHONE="call us": …`. */
export function brandVariableProblems(env: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(brandVariableSchemas).flatMap(([name, schema]) => {
    const value = env[name];
    if (typeof value !== "string" || value.trim() === "") return [];
    const parsed = schema.safeParse(value);
    return parsed.success
      ? []
      : [`${name}=${JSON.stringify(value)}: ${parsed.error.issues[0]?.message}`];
  });
}

/** Throws, listing them, when a brand variable is not in its key's format (dev, build and the tools alike). */
export function assertBrandVariables(env: Readonly<Record<string, unknown>>): void {
  const problems = brandVariableProblems(env);
  if (problems.length > 0) {
    throw new Error(
      ["The site's variables are not valid:", ...problems.map((problem) => `  - ${problem}`)].join(
        "\n",
      ),
    );
  }
}

/** What a production build needs that a development or test build may leave out, by key; [] when complete. */
export function productionDefinitionProblems(definition: SiteDefinition): string[] {
  return definition.payment
    ? []
    : [
        "payment.merchantId and payment.productId are not set: the brand's own ids at its payment provider; without them the checkout takes no payment (there is no default account).",
      ];
}

export type { SiteDefinition, SiteDefinitionInput };
