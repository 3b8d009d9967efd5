// The checkout's billing values kept for the tab: only the kept fields, only text, never the card number, expiry or
// CVV. They sit in session storage encrypted (AES-GCM) with a key kept in a cookie scoped to the payment page's paths,
// so a script on any other page of the tab (the chat widget) reads only ciphertext. A script there can still write
// such a cookie, so each document encrypts under a key it made itself, never one it found. Its own module, so the pages
// without a checkout do not load forms' field lists.
import { type KeptCheckoutValues, keptCheckoutFields } from "@membership/forms";
import { readCookie, writeCookie } from "../site/cookies.js";
import { isRecord, readCheckoutValuesText, saveCheckoutValuesText } from "../site/storage.js";

/**
 * The cookies holding keys, one per document that saved values, `checkoutKey_<id>`: readable only by documents under
 * the payment page's paths (one per language). The stored values name theirs, so two tabs never share one.
 */
const KEY_COOKIE_PREFIX = "checkoutKey_";
const KEY_ID = /^[0-9a-f]{16}$/;
const IV_BYTES = 12;

function keptValues(value: unknown): Partial<KeptCheckoutValues> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    keptCheckoutFields.flatMap((field) =>
      typeof value[field] === "string" ? [[field, value[field]]] : [],
    ),
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

const importKey = (raw: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);

/** The stored values: the id of their key's cookie, the IV and the ciphertext; null when absent or malformed. */
function storedValues(): { key: string; iv: string; data: string } | null {
  try {
    const stored: unknown = JSON.parse(readCheckoutValuesText() ?? "null");
    const { key, iv, data } = (stored ?? {}) as Record<string, unknown>;
    if (typeof key !== "string" || !KEY_ID.test(key)) return null;
    if (typeof iv !== "string" || typeof data !== "string") return null;
    return { key, iv, data };
  } catch {
    return null;
  }
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
  let own: { id: string; raw: string; key: CryptoKey } | null = null;
  const setKeyCookie = (id: string, value: string | null) => {
    // The same key under each language's payment page, so a switch of language keeps what was typed.
    for (const path of paymentPaths) writeCookie(`${KEY_COOKIE_PREFIX}${id}`, value, path);
  };
  return {
    save(values) {
      const plain = new TextEncoder().encode(JSON.stringify(keptValues(values)));
      const saved = saving
        .then(async () => {
          const earlier = storedValues()?.key;
          if (!own) {
            const raw = crypto.getRandomValues(new Uint8Array(32));
            const id = toHex(crypto.getRandomValues(new Uint8Array(8)));
            own = { id, raw: toBase64(raw), key: await importKey(raw) };
          }
          // Each time: a document back from the back/forward cache may find its cookie dropped by a later one.
          setKeyCookie(own.id, own.raw);
          const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
          const sealed = new Uint8Array(
            await crypto.subtle.encrypt({ name: "AES-GCM", iv }, own.key, plain),
          );
          saveCheckoutValuesText(
            JSON.stringify({ key: own.id, iv: toBase64(iv), data: toBase64(sealed) }),
          );
          // The values are under this document's key now: the cookie of the earlier one goes.
          if (earlier && earlier !== own.id) setKeyCookie(earlier, null);
        })
        .catch(() => {
          // No WebCrypto or no cookies: nothing is kept rather than kept readable.
        });
      saving = saved;
      return saved;
    },
    async read() {
      try {
        const stored = storedValues();
        const raw = stored && readCookie(`${KEY_COOKIE_PREFIX}${stored.key}`);
        if (!stored || !raw) return {};
        const plain = await crypto.subtle.decrypt(
          { name: "AES-GCM", iv: fromBase64(stored.iv) },
          await importKey(fromBase64(raw)),
          fromBase64(stored.data),
        );
        return keptValues(JSON.parse(new TextDecoder().decode(plain)));
      } catch {
        return {};
      }
    },
  };
}
