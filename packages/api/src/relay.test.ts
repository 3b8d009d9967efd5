import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRelayMessage, RELAY_SUCCESS_TEXT, sendRelayMessage } from "./relay.js";
import {
  formFields,
  type RecordingServer,
  startRecordingServer,
  testConfig,
  unusedHostUrl,
} from "./test/recordingServer.js";

describe("buildRelayMessage", () => {
  it.each([
    {
      case: "one line per entry under the title",
      title: "New contact request",
      entries: [
        ["Name", "Ada Lovelace"],
        ["Phone", "5550100000"],
      ] as const,
      expected: "New contact request\n\nName: Ada Lovelace\nPhone: 5550100000",
    },
    {
      case: "values trimmed",
      title: "Cancellation request",
      entries: [["Order id", "  A-17  "]] as const,
      expected: "Cancellation request\n\nOrder id: A-17",
    },
    {
      case: "blank values marked, not dropped",
      title: "Contact",
      entries: [["Message", "   "]] as const,
      expected: "Contact\n\nMessage: (not given)",
    },
    {
      case: "multi-line values indented under their label",
      title: "Contact",
      entries: [["Message", "first line\r\nsecond line\rthird"]] as const,
      expected: "Contact\n\nMessage: first line\n  second line\n  third",
    },
    {
      case: "line breaks in title and labels flattened",
      title: "Contact\nrequest",
      entries: [["Full\nname", "Ada"]] as const,
      expected: "Contact request\n\nFull name: Ada",
    },
    {
      case: "control characters removed",
      title: "Contact\u0007",
      entries: [["Name", "A\u0000da"]] as const,
      expected: "Contact\n\nName: Ada",
    },
    { case: "no entries", title: "Contact", entries: [] as const, expected: "Contact\n" },
  ])("$case", ({ title, entries, expected }) => {
    expect(buildRelayMessage(title, entries)).toBe(expected);
  });
});

describe("sendRelayMessage against a real HTTP server", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("posts website, message and token as multipart form-data to {host}/incoming", async () => {
    server.reply({ status: 200, body: RELAY_SUCCESS_TEXT });
    const before = server.requests.length;
    await sendRelayMessage(testConfig(`${server.url}/`), "Hello\nthere");
    const recorded = server.requests[before];
    expect(recorded?.method).toBe("POST");
    expect(recorded?.path).toBe("/incoming");
    expect(recorded?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(recorded && (await formFields(recorded))).toEqual({
      website: "sister-site.test",
      // Form-data serialisation turns every line break into CRLF, in browsers and Node alike.
      message: "Hello\r\nthere",
      token: "relay-token-for-tests",
    });
  });

  it.each([
    {
      reply: { status: 200, body: "Message has been sent." },
      outcome: { kind: "sent", value: "Message has been sent." },
    },
    {
      reply: { status: 200, body: "Message has been sent" },
      outcome: { kind: "rejected", status: 200, text: "Message has been sent" },
    },
    {
      reply: { status: 200, body: "Message has been sent.\n" },
      outcome: { kind: "rejected", status: 200, text: "Message has been sent.\n" },
    },
    {
      reply: { status: 200, body: "Invalid token" },
      outcome: { kind: "rejected", status: 200, text: "Invalid token" },
    },
    {
      reply: { status: 500, body: "Mailer is down" },
      outcome: { kind: "rejected", status: 500, text: "Mailer is down" },
    },
    { reply: { status: 204, body: "" }, outcome: { kind: "rejected", status: 204, text: "" } },
  ])("reply $reply.status '$reply.body' is $outcome.kind", async ({ reply, outcome }) => {
    server.reply(reply);
    await expect(sendRelayMessage(testConfig(server.url), "message")).resolves.toEqual(outcome);
  });

  it("is a timeout when the server does not answer in time", async () => {
    server.reply({ hangForMs: 1_000 });
    const outcome = await sendRelayMessage(testConfig(server.url, { timeoutMs: 100 }), "m");
    expect(outcome).toEqual({ kind: "timeout" });
  });

  it("is a network error when the connection drops", async () => {
    server.reply({ dropConnection: true });
    await expect(sendRelayMessage(testConfig(server.url), "m")).resolves.toEqual({
      kind: "network-error",
    });
  });

  it("is a network error when nothing listens at the host", async () => {
    await expect(sendRelayMessage(testConfig(await unusedHostUrl()), "m")).resolves.toEqual({
      kind: "network-error",
    });
  });
});
