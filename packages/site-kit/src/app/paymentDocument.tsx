// The payment page is a document of its own (PCI DSS 6.4.3): every move into or out of it is a full page load, so no
// script another page started, such as the chat widget, ever runs beside the card fields.
import { createContext, type ReactNode, useContext, useRef } from "react";
import { useLocation } from "react-router";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import type { PageTable } from "../site/pageTable.js";
import { useSite } from "../site/SiteContext.js";

export function isPaymentPage(pages: PageTable, pathname: string): boolean {
  return pages.forPath(pathname).id === PAYMENT_PAGE_ID;
}

/** Whether this document started on the payment page: the pathname of its first render decides, for good. */
const PaymentDocumentContext = createContext(false);

export function PaymentDocumentProvider({ children }: { children: ReactNode }) {
  const { pages } = useSite();
  const { pathname } = useLocation();
  const started = useRef(isPaymentPage(pages, pathname));
  return <PaymentDocumentContext value={started.current}>{children}</PaymentDocumentContext>;
}

/** True when this document started on the payment page. */
export function useIsPaymentDocument(): boolean {
  return useContext(PaymentDocumentContext);
}

/** Set once the document is being replaced: a second writer (the guard after a purchase) then starts no other navigation. */
let leaving = false;

/**
 * The one way across the payment page's boundary, out of it for a purchase and the checkout guard alike: a page load of
 * `href` in this document's history entry (Back then skips the payment page), started once. The page stays on screen
 * until the next one paints. A restore from the back/forward cache (Back pressed before it painted) resets it.
 */
export function replaceDocument(href: string): void {
  if (leaving) return;
  leaving = true;
  window.addEventListener(
    "pageshow",
    (event) => {
      if (event.persisted) leaving = false;
    },
    { once: true },
  );
  window.location.replace(href);
}

/** Whether this document is on its way out (replaceDocument ran). */
export function isReplacingDocument(): boolean {
  return leaving;
}

/** Whether going to `pathname` leaves this document: into the payment page from elsewhere, or out of it. */
export function useCrossesPaymentDocument(): (pathname: string) => boolean {
  const { pages } = useSite();
  const paymentDocument = useIsPaymentDocument();
  return (pathname) => isPaymentPage(pages, pathname) !== paymentDocument;
}
