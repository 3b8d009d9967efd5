// What a failed test's page was doing: a page that runs no script or paints no frame makes an action wait without a
// word (a click waits for two frames), so the failure's report says which of the two stopped.
import type { Page, TestInfo } from "@playwright/test";

const PROBE_MS = 2_000;

/** The probe's answer, or what kept it from answering within PROBE_MS. */
async function within(probe: Promise<string>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${PROBE_MS} ms`), PROBE_MS);
  });
  try {
    return await Promise.race([
      probe.catch((error: Error) => `failed: ${error.message.split("\n")[0]}`),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** After a failed test, attaches (and so prints) whether its page still ran script, made a frame and drew. */
export async function attachPageStateOnFailure(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const script = await within(
    page.evaluate(
      () => `${document.readyState}, ${document.visibilityState}, ${location.pathname}`,
    ),
  );
  // Under page.clock the page's frames run on the clock: no answer there says nothing.
  const frame = await within(
    page.evaluate(
      () => new Promise<string>((resolve) => requestAnimationFrame(() => resolve("made"))),
    ),
  );
  const screenshot = await within(page.screenshot({ timeout: PROBE_MS }).then(() => "taken"));
  await testInfo.attach("page at failure", {
    contentType: "text/plain",
    body: `script: ${script}\nanimation frame: ${frame}\nscreenshot: ${screenshot}\n`,
  });
}
