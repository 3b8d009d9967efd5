// PCI DSS 4.0 req. 6.4.3: every script that runs on the payment page (/checkout), where it comes from and why.
// docs/security/script-inventory.md shows this table (a test keeps them equal); check.ts enforces it.

export interface InventoryContext {
  /** Origin the payment page is served from. */
  siteOrigin: string;
  /** The build's VITE_CHAT_SCRIPT_URL ("" when there is no chat widget). */
  chatScriptUrl: string;
}

export interface InventoriedScript {
  id: string;
  /** Where it is served from, as the document states it. */
  origin: string;
  /** What adds it to the page. */
  loadedBy: string;
  purpose: string;
  justification: string;
  /** How we know it is the script we authorised. */
  integrity: string;
  /** True when a script URL is this entry. */
  matches(url: URL, context: InventoryContext): boolean;
}

const GOOGLE = "https://www.google.com";
const GSTATIC = "https://www.gstatic.com";

export const SCRIPT_INVENTORY: readonly InventoriedScript[] = [
  {
    id: "site-bundle",
    origin: "the site's own origin, `/assets/*.js`",
    loadedBy:
      "the page's `<script type=\"module\">`, its modulepreloads and the router's lazy imports",
    purpose:
      "The site itself: React, the router, the checkout form, validation and the payment call.",
    justification: "Without it there is no checkout.",
    integrity:
      "Built from this repository by CI; content-hashed names, served from our origin only (CSP `script-src 'self'`); any other first-party script URL is drift.",
    matches: (url, { siteOrigin }) =>
      url.origin === siteOrigin && /^\/assets\/[^/]+\.js$/.test(url.pathname),
  },
  {
    id: "recaptcha-api",
    origin: `${GOOGLE}/recaptcha/`,
    loadedBy: "react-google-recaptcha, when a form with the captcha mounts",
    purpose: 'Google reCAPTCHA v2 loader (`api.js`): renders the "I\'m not a robot" widget.',
    justification: "The spec requires a captcha on the purchase form against card-testing bots.",
    integrity:
      "Google updates it without notice, so no SRI hash can pin it; CSP allows only this path, and the payment-page check reports any other script.",
    matches: (url) => url.origin === GOOGLE && url.pathname.startsWith("/recaptcha/"),
  },
  {
    id: "recaptcha-runtime",
    origin: `${GSTATIC}/recaptcha/`,
    loadedBy: "reCAPTCHA's `api.js`, in the page and in its own frames",
    purpose: "The versioned reCAPTCHA code (`releases/…/recaptcha__*.js`).",
    justification: "Part of reCAPTCHA, as above.",
    integrity:
      "Versioned by Google; CSP allows only this path; monitored by the payment-page check.",
    matches: (url) => url.origin === GSTATIC && url.pathname.startsWith("/recaptcha/"),
  },
  {
    id: "chat-widget",
    origin: "exactly the build's `VITE_CHAT_SCRIPT_URL` (none when empty)",
    loadedBy: "src/chat.ts, once the page is loaded, hydrated and idle",
    purpose: "The third-party live-chat widget.",
    justification:
      "The spec loads the chat on every page. It runs with full access to the page, card fields included: the vendor must be covered by our PCI DSS scope or the widget kept off /checkout.",
    integrity:
      "Vendor-controlled, so no SRI hash; CSP allows only its origin; only this exact URL is inventoried, so anything else the widget loads is drift until added here.",
    matches: (url, { chatScriptUrl }) =>
      chatScriptUrl !== "" && url.href === new URL(chatScriptUrl).href,
  },
];

/** The inventory entry of a script URL, or undefined when it is not authorised. */
export function inventoryEntryFor(
  scriptUrl: string,
  context: InventoryContext,
): InventoriedScript | undefined {
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    return undefined;
  }
  return SCRIPT_INVENTORY.find((entry) => entry.matches(url, context));
}

const TABLE_HEADER = ["Script", "Origin", "Loaded by", "Purpose", "Justification", "Integrity"];

/** The cells of the inventory table, header first, as docs/security/script-inventory.md shows them. */
export function inventoryRows(): string[][] {
  return [
    TABLE_HEADER,
    ...SCRIPT_INVENTORY.map((entry) => [
      `\`${entry.id}\``,
      entry.origin,
      entry.loadedBy,
      entry.purpose,
      entry.justification,
      entry.integrity,
    ]),
  ];
}

/** The Markdown table to paste into the document (Biome aligns its columns). */
export function inventoryTable(): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
  const [header = [], ...rows] = inventoryRows();
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The cells of the first Markdown table in a document, separator row left out. */
export function markdownTableRows(markdown: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((text) => text.startsWith("|"));
  const end = lines.findIndex((text, index) => index > start && !text.startsWith("|"));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .map((text) =>
      text
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, "|")),
    )
    .filter((cells) => !cells.every((cell) => /^:?-+:?$/.test(cell)));
}
