interface PriceParts {
  /** Currency sign and whole amount, e.g. "$39". */
  dollars: string;
  /** Separator and cents, e.g. ".95"; empty when the price has none. */
  cents: string;
}

/** Splits "$39.95" into "$39" and ".95" so the cents can be shown small. */
export function splitPrice(price: string): PriceParts {
  const match = /^(.*?)([.,]\d{1,2})(\D*)$/.exec(price.trim());
  if (!match) return { dollars: price.trim(), cents: "" };
  return { dollars: match[1] ?? "", cents: `${match[2] ?? ""}${match[3] ?? ""}` };
}
