import { describe, expect, it } from "vitest";
import {
  answer,
  validCancellation as cancellation,
  postJson,
  relayForm,
  sandboxForFile,
  TEST_TOKEN,
} from "./test/harness.ts";

const sandbox = sandboxForFile();

describe("POST /incoming", () => {
  const fields = {
    website: "sister-site.test",
    message: "Contact\n\nName: Ada",
    token: TEST_TOKEN,
  };

  it("accepts the right token, replies 'Message has been sent.' and writes the message to the outbox", async () => {
    const response = await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      body: relayForm(fields),
    });
    expect(await answer(response)).toEqual({ status: 200, text: "Message has been sent." });
    expect(await sandbox.outbox()).toContainEqual(
      expect.objectContaining({
        kind: "relay-message",
        website: "sister-site.test",
        message: "Contact\r\n\r\nName: Ada",
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
  });

  it("also reads url-encoded form data", async () => {
    const response = await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    expect(await answer(response)).toEqual({ status: 200, text: "Message has been sent." });
  });

  it.each([
    {
      case: "a wrong token",
      body: relayForm({ ...fields, token: "guess" }),
      status: 401,
      text: "Invalid token.",
    },
    {
      case: "no token",
      body: relayForm({ website: "w", message: "m" }),
      status: 401,
      text: "Invalid token.",
    },
    {
      case: "no message",
      body: relayForm({ website: "w", token: TEST_TOKEN }),
      status: 400,
      text: "The form field message is missing or empty.",
    },
    {
      case: "a blank website",
      body: relayForm({ ...fields, website: "  " }),
      status: 400,
      text: "The form field website is missing or empty.",
    },
  ])("answers $case with $status", async ({ body, status, text }) => {
    const response = await fetch(`${sandbox.origin}/incoming`, { method: "POST", body });
    expect(await answer(response)).toEqual({ status, text });
  });

  it("answers malformed multipart data with 400", async () => {
    const response = await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "this is not multipart at all",
    });
    expect(await answer(response)).toEqual({ status: 400, text: "Malformed form data." });
  });

  it("answers JSON with 415", async () => {
    const response = await postJson(`${sandbox.origin}/incoming`, fields);
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/multipart\/form-data/);
  });
});

describe("POST /cancelAgmProduct", () => {
  it("stores a valid record and answers 200", async () => {
    const response = await postJson(`${sandbox.origin}/cancelAgmProduct`, {
      ...cancellation,
      recaptcha: "t",
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await sandbox.outbox()).toContainEqual(
      expect.objectContaining({ kind: "cancellation-record", id, record: cancellation }),
    );
  });

  it.each([
    { case: "malformed JSON", body: '{"orderId": ', status: 400, text: "Malformed JSON." },
    { case: "a JSON array", body: "[1,2]", status: 400, text: "Expected a JSON object." },
    ...(["orderId", "phoneNumber", "email", "motivo", "message", "web_url"] as const).map(
      (name) => ({
        case: `no ${name}`,
        body: JSON.stringify({ ...cancellation, [name]: undefined }),
        status: 422,
        text: `The field ${name} is missing or empty.`,
      }),
    ),
    {
      case: "a bad e-mail",
      body: JSON.stringify({ ...cancellation, email: "ada.example.test" }),
      status: 422,
      text: "The field email is not an e-mail address.",
    },
    {
      case: "a numeric recaptcha",
      body: JSON.stringify({ ...cancellation, recaptcha: 5 }),
      status: 422,
      text: "The field recaptcha must be text when given.",
    },
  ])("answers $case with $status", async ({ body, status, text }) => {
    expect(await answer(await postJson(`${sandbox.origin}/cancelAgmProduct`, body))).toEqual({
      status,
      text,
    });
  });
});
