import { describe, expect, it } from "vitest";
import { buildCancelMessage, buildContactMessage } from "./relayMessage.js";

describe("relay message builders", () => {
  it("lists a contact request's entries with labels, trimmed", () => {
    expect(
      buildContactMessage({
        firstName: " Ana Smith ",
        phoneNumber: "3055551234",
        email: "ana@example.com",
        message: "Call me\nafter 5",
      }),
    ).toBe(
      [
        "Contact request",
        "",
        "Full name: Ana Smith",
        "Phone number: 3055551234",
        "Email: ana@example.com",
        "Message: Call me\n  after 5",
      ].join("\n"),
    );
  });

  it("lists a cancellation request's entries with labels", () => {
    expect(
      buildCancelMessage({
        orderId: "A-1",
        phoneNumber: "3055551234",
        email: "ana@example.com",
        reasonForCancellation: "Too expensive",
        message: "Thanks",
      }),
    ).toBe(
      [
        "Cancellation request",
        "",
        "Order id: A-1",
        "Phone number: 3055551234",
        "Email: ana@example.com",
        "Reason for cancellation: Too expensive",
        "Message: Thanks",
      ].join("\n"),
    );
  });

  it("uses overridden labels", () => {
    const message = buildContactMessage(
      { firstName: "Ana", phoneNumber: "1", email: "e", message: "m" },
      { relayLabels: { fullName: "Nombre completo", message: "Mensaje" } },
    );
    expect(message).toBe(
      "Contact request\n\nNombre completo: Ana\nPhone number: 1\nEmail: e\nMensaje: m",
    );
  });
});
