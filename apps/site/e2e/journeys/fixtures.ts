// The journeys' page: fake chat and reCAPTCHA scripts, a fake backend, and a console guard that knows which problems a test provokes.

import { reachForPage } from "@membership/site-check";
import { routeFakeRecaptcha } from "@membership/test-fixtures/fake-recaptcha";
import { test as base, expect, type Page } from "@playwright/test";
import { routeChatSpy } from "../chatSpy.ts";
import { attachPageStateOnFailure } from "../pageAtFailure.ts";
import { HOME_HEADING } from "../routeTexts.ts";
import { API_HOST, type Endpoint, FakeBackend } from "./backend.ts";

interface ExpectedMessage {
  type: "error" | "warning";
  text: RegExp;
  /** Only messages logged for this resource (Chromium's own network notes name the failed URL). */
  url?: string;
  /** Required messages must appear; allowed ones may. */
  required: boolean;
  seen: boolean;
}

export interface ConsoleExpectations {
  /** The site must log this (e.g. the warning of a failed cancellation record). */
  expect(type: "error" | "warning", text: RegExp): void;
  /** Chromium's "Failed to load resource" notes for calls to `endpoint` that a test makes fail. */
  allowFailedCalls(endpoint: Endpoint): void;
  /** A message the browser may log in this test (from `url`, when given), such as a refusal the test provokes. */
  allow(type: "error" | "warning", text: RegExp, url?: string): void;
}

interface JourneyFixtures {
  /** Answers /incoming, /cancelAgmProduct and /encryptionApi; success unless a test says otherwise. */
  backend: FakeBackend;
  consoleExpectations: ConsoleExpectations;
}

/** The messages each page's test said to expect, filled through `consoleExpectations`. */
const expectedMessages = new WeakMap<Page, ExpectedMessage[]>();

export const test = base.extend<JourneyFixtures>({
  consoleExpectations: async ({ page }, use) => {
    const consoleGuard = expectedMessages.get(page);
    if (!consoleGuard) throw new Error("The journey page fixture did not start");
    const allow = (type: "error" | "warning", text: RegExp, url?: string) => {
      consoleGuard.push({ type, text, ...(url ? { url } : {}), required: false, seen: false });
    };
    await use({
      expect(type, text) {
        consoleGuard.push({ type, text, required: true, seen: false });
      },
      allowFailedCalls: (endpoint) =>
        allow("error", /^Failed to load resource: /, `${API_HOST}/${endpoint}`),
      allow,
    });
  },
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    const consoleGuard: ExpectedMessage[] = [];
    expectedMessages.set(page, consoleGuard);
    page.on("console", (message) => {
      const type = message.type();
      if (type !== "error" && type !== "warning") return;
      const text = message.text();
      const expected = consoleGuard.find(
        (entry) =>
          entry.type === type &&
          entry.text.test(text) &&
          (entry.url === undefined || message.location().url === entry.url),
      );
      if (expected) expected.seen = true;
      else problems.push(`${type}: ${text}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await routeChatSpy(page);
    await routeFakeRecaptcha(page);
    await use(page);
    await attachPageStateOnFailure(page, testInfo);
    expect(problems, "console errors, warnings and uncaught errors").toEqual([]);
    const missing = consoleGuard.filter((entry) => entry.required && !entry.seen);
    expect(
      missing.map((entry) => `${entry.type}: ${entry.text}`),
      "expected console messages",
    ).toEqual([]);
  },
  backend: async ({ page }, use) => {
    const backend = new FakeBackend();
    await backend.install(page);
    await use(backend);
  },
});

export { expect };

/** The way home from the payment page is a page load: the address reads "/" a moment before the home page is there. */
export async function expectHomePage(
  page: Page,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await expect(page).toHaveURL("/", { timeout });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING);
}

/** Opens a path and, reaching for it as a visitor does, waits until the app has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await reachForPage(page);
}
