// Each script of the payment page against the record: a first-party file by the hash the server sends now and the
// integrity the page carries, a third party by its recorded prefix, an inline script by its CSP hash.
import { cspHashOf, type PaymentPageRecord, sriOf } from "@membership/site-kit/hosting";
import type { ScriptReference } from "./documentScripts.js";
import type { ScriptResult } from "./report.js";

/** The SRI value of a file as the server sends it now (Node's fetch: no browser cache in between). */
export async function serverHash(url: string): Promise<{ hash: string } | { error: string }> {
  try {
    const response = await fetch(url, { cache: "no-store", redirect: "manual" });
    if (response.status !== 200) return { error: `the server answers ${response.status}` };
    return { hash: sriOf(Buffer.from(await response.arrayBuffer())) };
  } catch (error) {
    return { error: `the server cannot be read: ${(error as Error).message}` };
  }
}

/** The URL's path as the record names its scripts ("/assets/x.js"), a query kept: the build links none. */
export function recordedPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}

export function shortText(text: string, length = 60): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > length ? `${oneLine.slice(0, length)}…` : oneLine;
}

export async function checkFirstParty(
  url: URL,
  references: readonly ScriptReference[],
  record: PaymentPageRecord,
  mapIntegrity: ReadonlyMap<string, string>,
): Promise<ScriptResult> {
  const path = recordedPath(url);
  const recorded = record.scripts.find((script) => script.path === path);
  const served = await serverHash(url.href);
  const hash = "hash" in served ? served.hash : null;
  const drift: string[] = [];
  if (!recorded) {
    drift.push(
      `new script ${path} (${"hash" in served ? served.hash : served.error}): not in the record`,
    );
  } else {
    if ("error" in served) drift.push(`script ${path}: ${served.error}`);
    else if (served.hash !== recorded.integrity) {
      drift.push(
        `changed script ${path} under its old name: the record has ${recorded.integrity}, the server sends ${served.hash}`,
      );
    }
    for (const reference of references) {
      const mapped = reference.module ? mapIntegrity.get(url.href) : undefined;
      if (reference.integrity !== null) {
        if (reference.integrity.trim() !== recorded.integrity) {
          drift.push(
            `${reference.kind} ${path} has integrity "${reference.integrity}", the record has ${recorded.integrity}`,
          );
        }
      } else if (mapped === undefined) {
        // Vite's preload helper adds modulepreload links without the attribute: the import map pins those.
        drift.push(
          `${reference.kind} ${path} has no integrity attribute${reference.module ? " and the import map does not pin it" : ""}`,
        );
      } else if (mapped !== recorded.integrity) {
        drift.push(
          `${reference.kind} ${path} has no integrity attribute and the import map pins it to "${mapped}", the record has ${recorded.integrity}`,
        );
      }
    }
  }
  return { script: url.href, hash, purpose: recorded?.purpose ?? null, drift: [...new Set(drift)] };
}

export function checkThirdParty(url: URL, record: PaymentPageRecord): ScriptResult {
  const authorised =
    url.protocol === "https:" || url.protocol === "http:"
      ? record.thirdParty.find((script) => url.href.startsWith(script.prefix))
      : undefined;
  const shown = url.protocol === "data:" ? shortText(url.href) : url.href;
  return {
    script: shown,
    hash: null,
    purpose: authorised?.purpose ?? null,
    drift: authorised
      ? []
      : [
          url.protocol === "https:" || url.protocol === "http:"
            ? `third-party script ${shown} matches no authorised prefix of the record`
            : `script from a ${url.protocol} URL: ${shown}`,
        ],
  };
}

export function checkInline(text: string, record: PaymentPageRecord): ScriptResult {
  const hash = cspHashOf(text);
  const recorded = record.inlineScriptHashes.includes(hash);
  return {
    script: `inline ${hash}`,
    hash,
    purpose: recorded
      ? "An inline script of the build: the import map, or the script that shows the chosen plan's form."
      : null,
    drift: recorded ? [] : [`inline script ${hash} not in the record: "${shortText(text)}"`],
  };
}
