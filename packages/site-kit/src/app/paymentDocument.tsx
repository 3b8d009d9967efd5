// The payment page is a document of its own (PCI DSS 6.4.3): every move into or out of it is a full page load, so no
// script another page started, such as the chat widget, ever runs beside the card fields.
import { createContext, type ReactNode, useContext, useRef } from "react";
import { useLocation } from "react-router";
import { PAYMENT_PAGE_ID, type PageTable } from "../site/pageTable.js";
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

/** Whether going to `pathname` leaves this document: into the payment page from elsewhere, or out of it. */
export function useCrossesPaymentDocument(): (pathname: string) => boolean {
  const { pages } = useSite();
  const paymentDocument = useIsPaymentDocument();
  return (pathname) => isPaymentPage(pages, pathname) !== paymentDocument;
}
