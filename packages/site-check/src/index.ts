// Public API of @membership/site-check for a site's own tests: the payment page's check against its build's record
// (PCI DSS 11.6.1) in a Playwright page, and its report as an operator reads it; the scripts a language's built pages
// can load, to scan them for another language's texts; the site built against a sandbox, as the smoke walk builds it.
// The smoke walk is the CLI's (`membership-site-check smoke`).

export { buildSite } from "./build.js";
export { reachForPage } from "./hydration.js";
export { checkPaymentPage, type PaymentPageCheckOptions } from "./paymentPage/check.js";
export { readPaymentPageRecord } from "./paymentPage/record.js";
export {
  formatReport,
  type HeaderResult,
  type PaymentPageReport,
  type ScriptResult,
} from "./paymentPage/report.js";
export {
  buildReader,
  type PageScripts,
  pageScriptsOfHtml,
  scriptsOfPages,
} from "./scripts.js";
