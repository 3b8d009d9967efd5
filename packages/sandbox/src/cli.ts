#!/usr/bin/env node
// `membership-sandbox`: the local backend on 127.0.0.1 (SANDBOX_PORT, default 8787), configured by its SANDBOX_* variables.
import type { AddressInfo } from "node:net";
import { readSandboxEnvironment } from "./config.ts";
import { createSandboxServer } from "./server.ts";

const { port, ...options } = readSandboxEnvironment(process.env);
const server = createSandboxServer(options);
server.listen(port, "127.0.0.1", () => {
  const address = server.address() as AddressInfo;
  console.info(
    `Sandbox backend on http://127.0.0.1:${address.port} (outbox: ${options.outboxFile})`,
  );
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
