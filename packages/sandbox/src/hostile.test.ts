// Bodies that are oversized, truncated, wrongly typed or wrongly encoded, over real sockets: each gets its answer and the server keeps serving.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProblems, runLoad } from "../load/load.ts";
import {
  validCancellation as cancellation,
  encryptForSandbox,
  postJson,
  type RunningSandbox,
  relayForm,
  startSandbox,
  TEST_KEY,
  TEST_TOKEN,
  validOrder,
} from "./test/harness.ts";

const ENDPOINTS = ["/incoming", "/cancelAgmProduct", "/encryptionApi", "/events"] as const;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

/** Writes raw bytes on one connection and returns what the server sent until it closed, `until` matched or `waitMs` passed. */
function rawExchange(
  write: (send: (chunk: string | Buffer) => void, end: () => void) => void,
  { waitMs = 2_000, until }: { waitMs?: number; until?: RegExp } = {},
): Promise<string> {
  const { hostname, port } = new URL(sandbox.origin);
  return new Promise((resolve) => {
    let received = "";
    const socket = connect(Number(port), hostname, () =>
      write(
        (chunk) => socket.write(chunk),
        () => socket.end(),
      ),
    );
    const finish = () => {
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(finish, waitMs);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (until?.test(received)) finish();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** The server still does its job: every endpoint answers a valid call with 200 and writes one record each. */
async function expectStillServing(): Promise<void> {
  const before = (await sandbox.outbox()).length;
  const relay = await fetch(`${sandbox.origin}/incoming`, {
    method: "POST",
    body: relayForm({ website: "w.test", message: "still there", token: TEST_TOKEN }),
  });
  const record = await postJson(`${sandbox.origin}/cancelAgmProduct`, cancellation);
  const payment = await postJson(
    `${sandbox.origin}/encryptionApi`,
    encryptForSandbox(JSON.stringify(validOrder())),
  );
  expect([relay.status, record.status, payment.status]).toEqual([200, 200, 200]);
  expect(await relay.text()).toBe("Message has been sent.");
  expect((await sandbox.outbox()).length).toBe(before + 3);
}

describe("hostile bodies", () => {
  it.each(ENDPOINTS)(
    "%s answers 413 while a 100 MB upload is still arriving, and keeps serving",
    async (path) => {
      const answer = await rawExchange(
        (send) => {
          send(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
          );
          send(Buffer.alloc(70 * 1024, "x"));
        },
        { until: /than 64 KB\.$/ },
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      await expectStillServing();
    },
  );

  it.each(ENDPOINTS)(
    "%s answers a chunked body over 64 KB with 413, the connection usable again",
    async (path) => {
      const body = Buffer.alloc(80 * 1024, "x");
      const answer = await rawExchange((send) => {
        send(`POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`);
        send(`${body.length.toString(16)}\r\n`);
        send(body);
        send("\r\n0\r\n\r\n");
        // The same connection, once the oversized body is drained.
        send(`GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/HTTP\/1\.1 200 OK[\s\S]*Sandbox backend\./);
      await expectStillServing();
    },
  );

  it.each(ENDPOINTS)(
    "%s writes nothing for a body cut short by the client, and keeps serving",
    async (path) => {
      const before = (await sandbox.outbox()).length;
      const whole = JSON.stringify(cancellation);
      await rawExchange(
        (send, end) => {
          send(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${whole.length}\r\n\r\n`,
          );
          send(whole.slice(0, 20));
          end();
        },
        { waitMs: 300 },
      );
      expect((await sandbox.outbox()).length).toBe(before);
      await expectStillServing();
    },
  );

  it.each([
    {
      case: "JSON cut off mid-string",
      path: "/cancelAgmProduct",
      body: JSON.stringify(cancellation).slice(0, 30),
      type: "application/json",
      status: 400,
    },
    {
      case: "form data sent as JSON",
      path: "/incoming",
      body: JSON.stringify({ website: "w", message: "m", token: TEST_TOKEN }),
      type: "application/json",
      status: 415,
    },
    {
      case: "a record sent as form data",
      path: "/cancelAgmProduct",
      body: "orderId=A-17&email=ada%40example.test",
      type: "application/x-www-form-urlencoded",
      status: 400,
    },
    {
      case: "a payment sent as plain text",
      path: "/encryptionApi",
      body: "encryptedData=AAAA",
      type: "text/plain",
      status: 400,
    },
    {
      case: "multipart data cut off before its closing boundary",
      path: "/incoming",
      body: '--b\r\nContent-Disposition: form-data; name="message"\r\n\r\nhalf',
      type: "multipart/form-data; boundary=b",
      status: 400,
    },
    {
      case: "an empty body",
      path: "/encryptionApi",
      body: "",
      type: "application/json",
      status: 400,
    },
  ])(
    "answers $case on $path with $status, and keeps serving",
    async ({ path, body, type, status }) => {
      const before = (await sandbox.outbox()).length;
      const response = await fetch(`${sandbox.origin}${path}`, {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      });
      expect(response.status).toBe(status);
      expect((await sandbox.outbox()).length).toBe(before);
      await expectStillServing();
    },
  );

  it.each(ENDPOINTS)(
    "%s answers invalid UTF-8 with 400 'The body is not valid UTF-8.'",
    async (path) => {
      const valid = Buffer.from(JSON.stringify(cancellation));
      // A lone continuation byte and an overlong encoding inside an otherwise valid record.
      const body = Buffer.concat([
        valid.subarray(0, 12),
        Buffer.from([0x80, 0xc0, 0xaf]),
        valid.subarray(12),
      ]);
      const response = await fetch(`${sandbox.origin}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect({ status: response.status, text: await response.text() }).toEqual({
        status: 400,
        text: "The body is not valid UTF-8.",
      });
      await expectStillServing();
    },
  );

  it("keeps only the last four digits of a card typed into any field of any call", async () => {
    const card = "4111111111111111";
    const spaced = "4111 1111 1111 1111";
    await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      body: relayForm({
        website: card,
        message: `Card: ${spaced}\nAgain: ${card}`,
        token: TEST_TOKEN,
      }),
    });
    await postJson(`${sandbox.origin}/cancelAgmProduct`, {
      ...cancellation,
      orderId: card,
      motivo: spaced,
      message: `4111-1111-1111-1111 ${card}`,
    });
    await postJson(
      `${sandbox.origin}/encryptionApi`,
      encryptForSandbox(
        JSON.stringify(
          validOrder({ card_number: card, first_name: card, address: spaced, cvv: "7373" }),
        ),
      ),
    );
    const outbox = await sandbox.outboxText();
    for (const written of [card, spaced, "4111-1111-1111-1111", "7373"]) {
      expect(outbox).not.toContain(written);
    }
    expect(outbox).toContain("[card ending 1111]");
  });
});

describe("a bounded load run (no timing asserted)", () => {
  it("answers 200 requests per endpoint with no error, no non-2xx and no lost record", async () => {
    const requests = 200;
    const figures = await runLoad(
      {
        url: sandbox.origin,
        relayToken: TEST_TOKEN,
        encryptionKey: TEST_KEY,
        outbox: () => sandbox.outbox(),
      },
      { requests, connections: 10, maxSeconds: 30 },
    );
    expect(loadProblems(figures, requests)).toEqual([]);
    expect(figures.map((figure) => figure.ok)).toEqual([requests, requests, requests]);
  }, 60_000);

  it("reports errors, non-2xx replies, unanswered requests and lost records", () => {
    const figure = {
      endpoint: "/incoming",
      requests: 9,
      ok: 7,
      errors: 1,
      non2xx: 2,
      requestsPerSecond: 100,
      p99Ms: 5,
      lostRecords: 1,
    };
    expect(loadProblems([figure], 10)).toEqual([
      "/incoming: 1 connection errors or timeouts",
      "/incoming: 2 non-2xx replies",
      "/incoming: 9 of 10 answered",
      "/incoming: 1 outbox records lost",
    ]);
  });
});
