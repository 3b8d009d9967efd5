import { describe, expect, it, vi } from "vitest";
import { createRules, defaultMessages, validateField } from "./index.js";

// A sister site in Spanish rewords a few texts and keeps the rest.
const spanish = createRules({
  email: { empty: "El correo no puede estar vacío" },
  form: { requiredFields: "Debe completar los campos para continuar" },
  floatingCancel: { noDetails: "Sin más detalles" },
  hints: { city: "Ingrese una ciudad válida" },
  relayLabels: { fullName: "Nombre completo" },
});

describe("createRules", () => {
  it("exposes the merged catalogue", () => {
    expect(spanish.messages.email.empty).toBe("El correo no puede estar vacío");
    expect(spanish.messages.email.shape).toBe(defaultMessages.email.shape);
  });

  it("binds the catalogue to the field rules, hints and schemas", async () => {
    expect(spanish.validateField("contact", "email", "")).toBe("El correo no puede estar vacío");
    expect(spanish.validateField("contact", "phoneNumber", "")).toBe(
      "Phone number cannot be empty",
    );
    expect(spanish.validateForm("contact", { email: "" }).email).toBe(
      "El correo no puede estar vacío",
    );
    expect(spanish.fieldHint("city")).toBe("Ingrese una ciudad válida");
    await expect(spanish.contactSchema().validateAt("email", { email: "" })).rejects.toThrow(
      "El correo no puede estar vacío",
    );
    await expect(
      spanish
        .checkoutSchema({ now: new Date(2026, 5, 15) })
        .validateAt("expDate", { expDate: "06-26" }),
    ).rejects.toThrow("The expiration date of your card is not valid");
  });

  it("binds the catalogue to the message builders and the submit flows", async () => {
    expect(
      spanish.buildContactMessage({ firstName: "Ana", phoneNumber: "1", email: "e", message: "m" }),
    ).toMatch(/\nNombre completo: Ana\n/);
    const contact = await spanish.submitContact(
      { firstName: "", phoneNumber: "", email: "", message: "" },
      { sendRelayMessage: vi.fn() },
    );
    expect(contact.text).toBe("Debe completar los campos para continuar");
    const postCancellationRecord = vi.fn(async () => ({ kind: "sent" as const, value: undefined }));
    await spanish.submitFloatingCancel(
      { orderId: "1", phoneNumber: "3055551234", email: "a@b.co", motivo: "x", message: "" },
      { captchaToken: "t", postCancellationRecord },
    );
    expect(postCancellationRecord).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Sin más detalles" }),
    );
  });

  it("leaves the default rules untouched", () => {
    expect(validateField("contact", "email", "")).toBe("Email cannot be empty");
  });

  it("with no overrides behaves like the defaults", () => {
    expect(createRules().messages).toEqual(defaultMessages);
  });
});
