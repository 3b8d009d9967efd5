// The record a site's build wrote beside its payment page (deploy/payment-page.json), read and checked for its shape.
import { readFile } from "node:fs/promises";
import type { PaymentPageRecord } from "@membership/site-kit/hosting";

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === "string")
  );
}

function isListOf(value: unknown, fields: readonly string[]): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        fields.every((field) => typeof (item as Record<string, unknown>)[field] === "string"),
    )
  );
}

/** What is wrong with a parsed record, or null when it has the shape of a PaymentPageRecord. */
function recordProblem(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return "it is not a JSON object";
  const record = value as Record<string, unknown>;
  if (typeof record.path !== "string" || !record.path.startsWith("/")) return "no path";
  if (!isStringRecord(record.headers)) return "no headers";
  if (!isListOf(record.scripts, ["path", "integrity", "purpose"])) return "no scripts";
  if (!isListOf(record.thirdParty, ["prefix", "purpose"])) return "no thirdParty";
  const hashes = record.inlineScriptHashes;
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === "string")) {
    return "no inlineScriptHashes";
  }
  return null;
}

/** The record a site's build wrote (deploy/payment-page.json), or an error saying what is missing. */
export async function readPaymentPageRecord(file: string): Promise<PaymentPageRecord> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === "ENOENT"
        ? `No payment-page record at ${file}: build the site (its build writes deploy/payment-page.json) or pass --record FILE, the record kept from the deployed release.`
        : `Cannot read the payment-page record ${file}: ${(error as Error).message}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`The payment-page record ${file} is not JSON: ${(error as Error).message}`);
  }
  const problem = recordProblem(parsed);
  if (problem) throw new Error(`${file} is not a payment-page record: ${problem}`);
  return parsed as PaymentPageRecord;
}
