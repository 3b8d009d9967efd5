// The real sandbox backend (@membership/sandbox) for journeys without fakes: the e2e build's token and key, the page's
// backend calls sent to it.
import { type RunningSandbox, startSandbox } from "@membership/sandbox";
import type { Page } from "@playwright/test";
import { E2E_BUILD_ENV } from "../e2eEnv.ts";
import { API_HOST } from "./backend.ts";

export type { RunningSandbox } from "@membership/sandbox";

/** The sandbox that accepts the e2e build's calls, on a free port with a fresh outbox. */
export function startE2eSandbox(): Promise<RunningSandbox> {
  return startSandbox({
    relayToken: E2E_BUILD_ENV.VITE_RELAY_TOKEN,
    encryptionKey: E2E_BUILD_ENV.VITE_PAYMENT_ENCRYPTION_KEY,
  });
}

/** Sends the page's backend calls to the sandbox: the browser itself makes them, at the sandbox's address. */
export async function routeBackendToSandbox(page: Page, sandbox: RunningSandbox): Promise<void> {
  await page.route(`${API_HOST}/**`, (route) =>
    route.continue({ url: route.request().url().replace(API_HOST, sandbox.origin) }),
  );
}
