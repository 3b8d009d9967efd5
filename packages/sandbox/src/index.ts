// Public API of @membership/sandbox: the server, its configuration and its test cards.
export {
  DEFAULT_ENCRYPTION_KEY,
  DEFAULT_RELAY_TOKEN,
  readSandboxEnvironment,
  type SandboxEnvironment,
  type SandboxOptions,
} from "./config.ts";
export { createSandboxServer } from "./server.ts";
