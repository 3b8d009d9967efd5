import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postCancellationRecord, SERVER_ERROR_TEXT } from "./cancellation.js";
import {
  type RecordingServer,
  startRecordingServer,
  testConfig,
  unusedHostUrl,
} from "./test/recordingServer.js";

const record = {
  orderId: "A-17",
  phoneNumber: "5550100000",
  email: "ada@example.test",
  motivo: "Too expensive",
  message: "No additional details",
};

describe("postCancellationRecord against a real HTTP server", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("posts the record as JSON with web_url = site domain to {host}/cancelAgmProduct", async () => {
    server.reply({ status: 200, body: "{}" });
    const before = server.requests.length;
    await postCancellationRecord(testConfig(server.url), record);
    const recorded = server.requests[before];
    expect(recorded?.method).toBe("POST");
    expect(recorded?.path).toBe("/cancelAgmProduct");
    expect(recorded?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(recorded?.body.toString("utf8") ?? "")).toEqual({
      ...record,
      web_url: "sister-site.test",
    });
  });

  it("adds recaptcha only when given", async () => {
    server.reply({ status: 200, body: "" });
    const before = server.requests.length;
    await postCancellationRecord(testConfig(server.url), {
      ...record,
      recaptcha: "captcha-answer",
    });
    const sent = JSON.parse(server.requests[before]?.body.toString("utf8") ?? "");
    expect(sent.recaptcha).toBe("captcha-answer");
    await postCancellationRecord(testConfig(server.url), record);
    expect(
      Object.keys(JSON.parse(server.requests[before + 1]?.body.toString("utf8") ?? "")),
    ).not.toContain("recaptcha");
  });

  it.each([
    { status: 200, body: "stored", outcome: { kind: "sent", value: undefined } },
    { status: 201, body: "", outcome: { kind: "sent", value: undefined } },
    { status: 204, body: "", outcome: { kind: "sent", value: undefined } },
    {
      status: 400,
      body: "bad",
      outcome: { kind: "rejected", status: 400, text: SERVER_ERROR_TEXT },
    },
    { status: 500, body: "", outcome: { kind: "rejected", status: 500, text: SERVER_ERROR_TEXT } },
  ])("HTTP $status is $outcome.kind", async ({ status, body, outcome }) => {
    server.reply({ status, body });
    await expect(postCancellationRecord(testConfig(server.url), record)).resolves.toEqual(outcome);
  });

  it("words the failure as the spec does", () => {
    expect(SERVER_ERROR_TEXT).toBe("Server error, try again");
  });

  it("is a timeout when the server does not answer in time", async () => {
    server.reply({ hangForMs: 1_000 });
    await expect(
      postCancellationRecord(testConfig(server.url, { timeoutMs: 100 }), record),
    ).resolves.toEqual({ kind: "timeout" });
  });

  it("is a network error when nothing listens at the host", async () => {
    await expect(
      postCancellationRecord(testConfig(await unusedHostUrl()), record),
    ).resolves.toEqual({
      kind: "network-error",
    });
  });
});
