import { describe, expect, it } from "vitest";
import { localSandboxPort } from "./dev.js";

describe("localSandboxPort: dev starts the sandbox only for an API host on 127.0.0.1", () => {
  it.each([
    ["http://127.0.0.1:8787", 8787],
    ["http://127.0.0.1:40123/", 40123],
    ["https://api.example.com", null],
    ["http://localhost:8787", null],
    ["https://127.0.0.1:8787", null],
    ["http://127.0.0.1", null],
  ])("%s → %s", (apiHost, port) => {
    expect(localSandboxPort(apiHost)).toBe(port);
  });
});
