// The names under which the site keeps what a visit chose: their own module, so the page's entry script can look for
// a stored plan without loading the storage helpers.

export const STORAGE_KEYS = {
  /** sessionStorage: the plan record chosen with Buy (JSON). */
  product: "subscription",
  /** localStorage: "true" or "false". */
  terms: "terms",
  /** sessionStorage: one of SECTIONS. */
  section: "section",
  /**
   * sessionStorage: the checkout's billing values for the life of the tab, encrypted with a key only the payment page
   * can read (forms/checkoutValues.ts); never the card number, expiry or CVV.
   */
  checkoutValues: "checkoutValues",
  /**
   * localStorage, shared by every tab, for 30 minutes: the order sent whose outcome is unknown, or that was charged
   * (forms' PendingOrder: plan, amount, time, last 4 digits, key, outcome). A session cookie of the same name on the
   * payment page's paths when storage is blocked.
   */
  pendingOrder: "pendingOrder",
  /** localStorage: the visitor's consent, e.g. {"analytics":true,"marketing":false} (site/consent.ts). */
  consent: "consent",
} as const;

/** The cookie that carries the chosen plan to the payment page's document when storage refuses it. */
export const PLAN_COOKIE = "subscription";
