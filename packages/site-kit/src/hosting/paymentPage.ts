// The payment page's record (PCI DSS 6.4.3 and 11.6.1), written beside each build: every script /checkout can run,
// with its hash, purpose and authorisation, and the headers it answers with. `membership-site-check payment-page`
// compares a live site with it; deploy/script-inventory.md is the same record for people.
import { writeFile } from "node:fs/promises";
import { CAPTCHA_INTEGRATION_ID } from "../site/integrationKinds.js";
import { type Integration, sourcesByKind } from "../site/integrations.js";
import type { RECAPTCHA_SCRIPT_SOURCES } from "../site/recaptchaSources.js";
import type { SiteBuild } from "../vite/siteBuild.js";
import { manifestKey } from "../vite/siteBuild.js";
import { perLocale, VIRTUAL } from "../vite/virtualModules.js";
import type { Integrities } from "./integrity.js";
import { type HostingPolicy, hostingFiles, responseHeaders } from "./policy.js";

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A script of the site's own build, pinned by its hash. */
export interface FirstPartyScript {
  /** URL path, e.g. "/assets/app-AbC.js". */
  path: string;
  /** Its SRI value (sha384), as the page's integrity attributes and import map carry it. */
  integrity: string;
  purpose: string;
}

/** A third-party script the payment page may run: it changes without notice, so it is pinned by its URL prefix. */
export interface ThirdPartyScript {
  /** Every URL that starts with this is this script. */
  prefix: string;
  purpose: string;
  authorizedBy: string;
  /** How we know it is the script we authorised. */
  integrity: string;
}

export interface PaymentPageRecord {
  /** The payment page's route, e.g. "/checkout". */
  path: string;
  /** The headers a 200 answer of the payment page carries, exactly. */
  headers: Readonly<Record<string, string>>;
  /** Who authorises the site's own scripts: they are built from reviewed source by the site's build. */
  firstPartyAuthorizedBy: string;
  scripts: readonly FirstPartyScript[];
  /** CSP hashes of the only inline scripts allowed: the import map and the script showing the chosen plan's form. */
  inlineScriptHashes: readonly string[];
  thirdParty: readonly ThirdPartyScript[];
}

export const FIRST_PARTY_AUTHORIZATION =
  "the site's release, built by `vite build` from the reviewed source of the site and its @membership packages.";

const RECAPTCHA_PURPOSES: Readonly<Record<(typeof RECAPTCHA_SCRIPT_SOURCES)[number], string>> = {
  "https://www.google.com/recaptcha/":
    'Google reCAPTCHA v2 loader (`api.js`): the "I\'m not a robot" widget.',
  "https://www.gstatic.com/recaptcha/":
    "reCAPTCHA's versioned code (`releases/…/recaptcha__*.js`).",
};

/**
 * The scripts of the payment page's integrations (integrations.ts): the captcha, when the build has a site key, is the
 * only one the schema lets on it.
 */
export function thirdPartyScripts(
  paymentPageIntegrations: readonly Integration[],
): ThirdPartyScript[] {
  return paymentPageIntegrations.flatMap((entry) =>
    sourcesByKind([entry]).script.map((prefix) => ({
      prefix,
      purpose:
        entry.id === CAPTCHA_INTEGRATION_ID && prefix in RECAPTCHA_PURPOSES
          ? RECAPTCHA_PURPOSES[prefix as keyof typeof RECAPTCHA_PURPOSES]
          : `The script of the integration "${entry.id}" (${entry.purpose}).`,
      authorizedBy:
        entry.id === CAPTCHA_INTEGRATION_ID
          ? "The spec: a captcha guards the purchase against card testing; its token travels in the order."
          : "The site's definition (`integrations`).",
      integrity:
        "Its vendor updates it without notice, so no hash can pin it: the CSP allows only this path and the check reports any other script.",
    })),
  );
}

/** What each chunk of the client build is, by URL path: what the inventory calls its purpose. */
export function describeChunks(manifest: Manifest, build: SiteBuild): Record<string, string> {
  const pageIds = new Map(
    Object.entries(build.pageModules).map(([id, file]) => [manifestKey(build, file), id]),
  );
  const purposeOf = (key: string, chunk: ManifestChunk): string => {
    if (key.endsWith(VIRTUAL.entry)) {
      return "The page's entry, requested by its inline loader once the page has painted and loaded or the visitor reaches for it: starts the app.";
    }
    for (const { locale } of build.locales) {
      if (key.endsWith(perLocale("app", locale))) {
        return `The ${locale} app: React, the router, the site's frame and its texts.`;
      }
      if (key.endsWith(perLocale("policyTexts", locale)))
        return `The policy pages' ${locale} texts.`;
      if (key.endsWith(perLocale("formsTexts", locale))) return `The forms' ${locale} texts.`;
    }
    if (chunk.src?.endsWith("site/integrationScripts.js")) {
      return "The loader of the site's third parties (the chat), for the other pages: the payment page never runs it.";
    }
    const page = pageIds.get(key);
    if (page) return `The "${page}" page.`;
    return `Code the pages share: \`${chunk.name ?? key}\`.`;
  };
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.file.endsWith(".js"))
      .map(([key, chunk]) => [`/${chunk.file}`, purposeOf(key, chunk)]),
  );
}

export function paymentPageRecord(input: {
  policy: HostingPolicy;
  integrities: Integrities;
  /** The CSP hashes of the inline scripts the payment page carries. */
  paymentScriptHashes: readonly string[];
  chunks: Readonly<Record<string, string>>;
  /** The integrations that run on the payment page. */
  paymentPageIntegrations: readonly Integration[];
}): PaymentPageRecord {
  const path = input.policy.paymentPagePaths[0];
  if (!path) throw new Error("The hosting policy names no payment page");
  return {
    path,
    headers: responseHeaders(input.policy, path, 200),
    firstPartyAuthorizedBy: FIRST_PARTY_AUTHORIZATION,
    scripts: Object.entries(input.integrities).map(([scriptPath, integrity]) => ({
      path: scriptPath,
      integrity,
      purpose: input.chunks[scriptPath] ?? "A module of the site's build.",
    })),
    inlineScriptHashes: [...input.paymentScriptHashes],
    thirdParty: thirdPartyScripts(input.paymentPageIntegrations),
  };
}

function tableRow(cells: readonly string[]): string {
  return `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
}

/** The record as the Markdown inventory a reviewer reads (docs/security/script-inventory.md for this repository). */
export function renderScriptInventory(record: PaymentPageRecord): string {
  const header = ["Script", "Hash (SRI)", "Purpose", "Authorised by"];
  return [
    "# Scripts of the payment page",
    "",
    `Every script \`${record.path}\` can run, generated by the site's build (\`deploy/script-inventory.md\`) from \`deploy/payment-page.json\`, which \`membership-site-check payment-page\` compares with the live site. Do not edit: rebuild.`,
    "",
    "## The site's own scripts",
    "",
    `Each carries its hash in the page (the inline loader's \`data-integrity\` for the entry, \`integrity\` on the modulepreload links, and the import map for every chunk imported): the browser refuses a file that differs. Authorised by: ${record.firstPartyAuthorizedBy}`,
    "",
    tableRow(header),
    tableRow(header.map(() => "---")),
    ...record.scripts.map((script) =>
      tableRow([
        `\`${script.path}\``,
        `\`${script.integrity}\``,
        script.purpose,
        "the site's release",
      ]),
    ),
    "",
    "## Inline scripts",
    "",
    `Only the import map, the script that puts the chosen plan's form in place (\`loader/planForms.ts\` of \`@membership/site-kit\`) and the loader that requests the entry (\`loader/pageLoader.ts\`), each allowed by its CSP hash: ${record.inlineScriptHashes.map((hash) => `\`${hash}\``).join(", ")}. The build fails on any other inline script.`,
    "",
    "## Third-party scripts",
    "",
    record.thirdParty.length === 0
      ? "None: this build shows the sandbox captcha."
      : [
          tableRow(["Script", "Integrity", "Purpose", "Authorised by"]),
          tableRow(["---", "---", "---", "---"]),
          ...record.thirdParty.map((script) =>
            tableRow([
              `\`${script.prefix}*\``,
              script.integrity,
              script.purpose,
              script.authorizedBy,
            ]),
          ),
        ].join("\n"),
    "",
    "No other third-party script runs there: the site's other third parties (the chat) never load on the payment page.",
    "",
  ].join("\n");
}

export async function writePaymentPageRecord(
  outDir: string,
  input: Parameters<typeof paymentPageRecord>[0],
): Promise<void> {
  const record = paymentPageRecord(input);
  const deploy = hostingFiles(outDir);
  await writeFile(deploy.paymentPageJson, `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(deploy.scriptInventory, renderScriptInventory(record));
}
