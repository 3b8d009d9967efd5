// The checkout's recent order in local storage, shared by every tab, so a second Purchase of the same plan asks first
// in any of them and after a reload; with storage blocked, in a session cookie only the payment page's paths receive.
import { type PendingOrderStore, parsePendingOrder } from "@membership/forms";
import { readCookie, writeCookie } from "../site/cookies.js";
import {
  deletePendingOrder,
  isLocalStorageWritable,
  readPendingOrderText,
  savePendingOrderText,
} from "../site/storage.js";
import { STORAGE_KEYS } from "../site/storageKeys.js";

const COOKIE = STORAGE_KEYS.pendingOrder;

function parse(text: string | null) {
  try {
    return parsePendingOrder(JSON.parse(text ?? "null"));
  } catch {
    return null;
  }
}

/** The store of the payment page at `paymentPaths` (one per language of this site). */
export function browserPendingOrders(paymentPaths: readonly string[]): PendingOrderStore {
  const writeCookies = (value: string | null) => {
    for (const path of paymentPaths) writeCookie(COOKIE, value, path);
  };
  return {
    read: () => parse(readPendingOrderText()) ?? parse(readCookie(COOKIE)),
    write(order) {
      const json = JSON.stringify(order);
      if (savePendingOrderText(json)) return true;
      // Blocked storage: a reload of the payment page still finds the order and its key.
      writeCookies(json);
      return false;
    },
    clear() {
      deletePendingOrder();
      writeCookies(null);
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === STORAGE_KEYS.pendingOrder || event.key === null) listener();
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
    durable: isLocalStorageWritable,
  };
}
