// Where the payment page's rules hold: at each language's payment page, its file's name and every path under it (a
// 404 page there too). The hosts' headers and the entry's no-chat rule both ask this.

/** True when urlPath is one of `paymentPaths`, its file's name or a path under it ("/checkout/", "/checkout/x"). */
export function isAtOrUnderPaymentPath(paymentPaths: readonly string[], urlPath: string): boolean {
  return paymentPaths.some(
    (path) => urlPath === path || urlPath === `${path}.html` || urlPath.startsWith(`${path}/`),
  );
}
