// A site's app loads when a visitor reaches for the page (site-kit's ADR 0008): a check that needs it does the same.
import type { Page } from "playwright-core";

/** The attribute site-kit sets on <html> once the app has hydrated the page. */
const HYDRATED = "html[data-hydrated]";

/**
 * Moves the pointer over the page, as a visitor does, until the app has come in and hydrated the page. It keeps
 * moving, at most `timeout` ms: the page may still be on its way (a link, a redirect), its script not yet listening.
 * An aborted `signal` (the caller saw the app's script refused) stops it at once, with the signal's reason.
 */
export async function reachForPage(
  page: Page,
  timeout = 15_000,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (let x = 1; ; x = 3 - x) {
    signal?.throwIfAborted();
    await page.mouse.move(x, x);
    try {
      await page.waitForSelector(HYDRATED, { state: "attached", timeout: 500 });
      return;
    } catch (error) {
      signal?.throwIfAborted();
      if (Date.now() > deadline) {
        throw new Error(
          `The app did not hydrate ${page.url()} within ${timeout / 1000} s of the pointer moving over it`,
          { cause: error },
        );
      }
    }
  }
}
