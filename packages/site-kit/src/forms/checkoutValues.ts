// The checkout's billing values kept for the tab: only the kept fields, only text, never the card number, expiry or
// CVV. They sit in session storage encrypted (AES-GCM) with a key kept in a cookie scoped to the payment page's path,
// so a script on any other page of the tab (the chat widget) reads only ciphertext. Its own module, so the pages
// without a checkout do not load forms' field lists.
import { type KeptCheckoutValues, keptCheckoutFields } from "@membership/forms";
import { readCookie, writeCookie } from "../site/cookies.js";
import { readCheckoutValuesText, saveCheckoutValuesText } from "../site/storage.js";

/** The cookie holding the tab's key: readable only by documents under the payment page's paths (one per language). */
const KEY_COOKIE = "checkoutKey";
const IV_BYTES = 12;

function keptValues(value: unknown): Partial<KeptCheckoutValues> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    keptCheckoutFields.flatMap((field) =>
      typeof record[field] === "string" ? [[field, record[field]]] : [],
    ),
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The key of this browser session, made on first use when `create`; null when there is none or no WebCrypto. */
async function sessionKey(
  paymentPaths: readonly string[],
  create: boolean,
): Promise<CryptoKey | null> {
  let raw = readCookie(KEY_COOKIE);
  if (raw === null) {
    if (!create) return null;
    const made = toBase64(crypto.getRandomValues(new Uint8Array(32)));
    // The same key under each language's payment page, so a switch of language keeps what was typed.
    for (const path of paymentPaths) writeCookie(KEY_COOKIE, made, path);
    raw = made;
  }
  return crypto.subtle.importKey("raw", fromBase64(raw), "AES-GCM", false, ["encrypt", "decrypt"]);
}

export interface CheckoutValuesStore {
  /** Resolves once these values (and any saved before) are stored. */
  save(values: KeptCheckoutValues): Promise<void>;
  /** The billing values typed at checkout earlier in this tab; empty when none or unreadable. */
  read(): Promise<Partial<KeptCheckoutValues>>;
}

/** The kept values of the payment page at `paymentPaths`; saves run one after another, so the last typed wins. */
export function checkoutValuesStore(paymentPaths: readonly string[]): CheckoutValuesStore {
  let saving: Promise<void> = Promise.resolve();
  return {
    save(values) {
      const plain = new TextEncoder().encode(JSON.stringify(keptValues(values)));
      const saved = saving
        .then(async () => {
          const key = await sessionKey(paymentPaths, true);
          if (!key) return;
          const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
          const sealed = new Uint8Array(
            await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, plain),
          );
          saveCheckoutValuesText(JSON.stringify({ iv: toBase64(iv), data: toBase64(sealed) }));
        })
        .catch(() => {
          // No WebCrypto or no cookies: nothing is kept rather than kept readable.
        });
      saving = saved;
      return saved;
    },
    async read() {
      try {
        const stored: unknown = JSON.parse(readCheckoutValuesText() ?? "null");
        const { iv, data } = (stored ?? {}) as { iv?: unknown; data?: unknown };
        if (typeof iv !== "string" || typeof data !== "string") return {};
        const key = await sessionKey(paymentPaths, false);
        if (!key) return {};
        const plain = await crypto.subtle.decrypt(
          { name: "AES-GCM", iv: fromBase64(iv) },
          key,
          fromBase64(data),
        );
        return keptValues(JSON.parse(new TextDecoder().decode(plain)));
      } catch {
        return {};
      }
    },
  };
}
