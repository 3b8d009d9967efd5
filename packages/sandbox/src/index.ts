// Public API of @membership/sandbox: the server, its configuration and its test cards, and the sandbox and checkout
// entries that tests and benchmarks use.
export { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from "./cards.ts";
export {
  DEFAULT_ENCRYPTION_KEY,
  DEFAULT_RELAY_TOKEN,
  readSandboxEnvironment,
  type SandboxEnvironment,
  type SandboxOptions,
} from "./config.ts";
export { createSandboxServer } from "./server.ts";
export { type RunningSandbox, startSandbox } from "./startSandbox.ts";
export { testCardExpiry, testCheckoutEntries } from "./testCheckout.ts";
