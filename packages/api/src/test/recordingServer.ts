import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiConfig } from "../config.js";

// A real HTTP server on 127.0.0.1 that records what the clients send and answers as each test says.
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type ScriptedReply =
  | { status: number; body: string; contentType?: string; delayMs?: number }
  | { hangForMs: number }
  | { dropConnection: true };

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  reply(next: ScriptedReply): void;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let scripted: ScriptedReply = { status: 200, body: "" };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const answer = scripted;
      if ("dropConnection" in answer) {
        request.socket.destroy();
      } else if ("hangForMs" in answer) {
        setTimeout(() => response.end(), answer.hangForMs);
      } else {
        setTimeout(() => {
          response.writeHead(answer.status, {
            "Content-Type": answer.contentType ?? "text/plain; charset=utf-8",
          });
          response.end(answer.body);
        }, answer.delayMs ?? 0);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      scripted = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL where nothing listens: a port that was just freed. */
export async function unusedHostUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export const TEST_KEY_32 = "0123456789abcdef0123456789abcdef";

export function testConfig(host: string, overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    host,
    relayToken: "relay-token-for-tests",
    siteDomain: "sister-site.test",
    paymentEncryptionKey: TEST_KEY_32,
    paymentApiKey: "api-key-for-tests",
    merchantId: 71,
    productId: 12,
    timeoutMs: 2_000,
    ...overrides,
  };
}

/** The multipart fields the server received, parsed by the platform's own form-data reader. */
export async function formFields(recorded: RecordedRequest): Promise<Record<string, string>> {
  const form = await new Request("http://127.0.0.1/", {
    method: "POST",
    headers: { "content-type": recorded.headers["content-type"] ?? "" },
    body: new Uint8Array(recorded.body),
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) fields[name] = typeof value === "string" ? value : "(file)";
  return fields;
}
