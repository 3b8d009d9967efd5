// Paths of the backend that are not calls of this client but part of a site's contract with its backend.

/** Where browsers send Content-Security-Policy violation reports (report-uri and the Reporting API's report-to). */
export const CSP_REPORTS_PATH = "/csp-reports";
