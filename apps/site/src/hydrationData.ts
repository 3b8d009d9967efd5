// The router's data travels from the prerender to the browser in a JSON data block, which the CSP lets through
// because the browser never executes it (an inline script would need 'unsafe-inline').
import type { HydrationState } from "react-router";

export const HYDRATION_DATA_ID = "router-hydration-data";

/** The prerendered hydration data, or undefined when the page has none (the dev server's bare template). */
export function readHydrationData(
  doc: Pick<Document, "getElementById">,
): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}
