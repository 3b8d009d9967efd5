import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { defaultDialogs } from "../../dialogs.js";
import esUS from "../../locales/es-US.json" with { type: "json" };
import {
  basicPlan,
  networkError,
  paymentApproved,
  recordSent,
  relaySent,
  SandboxCaptcha,
  ThemeWrapper,
} from "../../test/fixtures.js";
import { expectFieldMessage, getField, visitor } from "../../test/render.js";
import { CancelDialogForm } from "../CancelDialogForm/CancelDialogForm.js";
import { CancellationForm } from "../CancellationForm/CancellationForm.js";
import { CheckoutForm } from "../CheckoutForm/CheckoutForm.js";
import { ContactForm, type ContactFormProps } from "../ContactForm/ContactForm.js";
import { FormsLocaleProvider } from "./FormsLocaleProvider.js";

// SandboxCaptcha reads its label through useFormsTexts, as a site's sandbox captcha does.
const sandboxLabel = "No soy un robot (captcha de prueba — sin verificación real)";

function renderInSpanish(form: ReactElement) {
  render(<FormsLocaleProvider catalogue={esUS}>{form}</FormsLocaleProvider>, {
    wrapper: ThemeWrapper,
  });
  return visitor();
}

const sendRelayMessage = vi.fn<ContactFormProps["sendRelayMessage"]>(async () => relaySent);
const postCancellationRecord = vi.fn(async () => recordSent);

// Each form in Spanish: its labels, its submit button, and one required field left empty with its message.
const forms = [
  {
    name: "ContactForm",
    form: <ContactForm sendRelayMessage={sendRelayMessage} captcha={SandboxCaptcha} />,
    labels: ["Nombre completo", "Número de teléfono", "Correo electrónico", "Mensaje"],
    submit: "Enviar",
    empty: ["Correo electrónico", "Ingrese su correo electrónico"],
  },
  {
    name: "CancellationForm",
    form: (
      <CancellationForm
        sendRelayMessage={sendRelayMessage}
        postCancellationRecord={postCancellationRecord}
        captcha={SandboxCaptcha}
      />
    ),
    labels: [
      "Número de pedido",
      "Número de teléfono",
      "Correo electrónico",
      "Motivo de la cancelación",
      "Mensaje",
    ],
    submit: "Enviar",
    empty: ["Número de pedido", "Ingrese su número de pedido"],
  },
  {
    name: "CheckoutForm",
    form: (
      <CheckoutForm
        plan={basicPlan}
        submitPayment={async () => paymentApproved("Aprobada")}
        captcha={SandboxCaptcha}
      />
    ),
    labels: [
      "Número de tarjeta",
      "Fecha de vencimiento",
      "CVV",
      "Nombre",
      "Apellido",
      "Dirección",
      "Dirección (línea 2)",
      "Ciudad",
      "Estado",
      "Código postal",
      "Correo electrónico",
      "Número de teléfono",
    ],
    submit: "Comprar",
    empty: ["Código postal", "Ingrese su código postal"],
  },
  {
    name: "CancelDialogForm",
    form: (
      <CancelDialogForm
        open
        onClose={() => {}}
        postCancellationRecord={postCancellationRecord}
        captcha={SandboxCaptcha}
      />
    ),
    labels: [
      "Número de pedido",
      "Número de teléfono",
      "Correo electrónico",
      "Motivo de la cancelación",
      "Mensaje (opcional)",
    ],
    submit: "Enviar",
    empty: ["Número de pedido", "Ingrese su número de pedido"],
  },
] as const;

describe("FormsLocaleProvider", () => {
  it.each(forms)(
    "gives $name its Spanish labels, button and captcha line",
    ({ form, labels, submit }) => {
      renderInSpanish(form);
      for (const label of labels) expect(getField(label)).toBeVisible();
      expect(screen.getByRole("button", { name: submit })).toHaveAccessibleDescription(
        "Complete el captcha de arriba para continuar.",
      );
      expect(screen.getByRole("checkbox", { name: sandboxLabel })).toBeVisible();
    },
  );

  it.each(forms)(
    "has $name say in Spanish that a required field left empty needs a value",
    async ({ form, empty: [label, message] }) => {
      const user = renderInSpanish(form);
      await user.click(getField(label));
      await user.tab();
      await expectFieldMessage(getField(label), message);
    },
  );

  it("offers the Spanish reasons and phone hint", () => {
    renderInSpanish(forms[1].form);
    const reasons = within(getField("Motivo de la cancelación")).getAllByRole("option");
    expect(reasons.map((option) => option.textContent)).toEqual([
      "Seleccione un motivo",
      "Es demasiado caro",
      "Ya no lo necesito",
      "No recibí la carta de bienvenida",
      "No es lo que buscaba",
      "Nunca me suscribí",
    ]);
    expect(getField("Número de teléfono")).toHaveAccessibleDescription(
      "Número de EE. UU. de 10 dígitos",
    );
  });

  it("shows the checkout's headings, terms and renewal terms in Spanish, and its dialog", async () => {
    const user = renderInSpanish(forms[2].form);
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "Datos de pago",
      "BASIC",
      "Resumen del pedido",
      "Dirección de facturación",
    ]);
    expect(
      screen.getByText("$3.29 hoy y luego $39.95 al mes después de 30 días; cancele cuando quiera"),
    ).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: sandboxLabel }));
    await user.click(screen.getByRole("button", { name: "Comprar" }));
    // The terms are checked first: unticked, the Spanish error dialog says so.
    const dialog = await screen.findByRole("dialog", { name: "¡Error!" });
    expect(dialog).toHaveAccessibleDescription("Debe aceptar los términos y condiciones");
    expect(within(dialog).getByRole("button", { name: "Aceptar" })).toBeVisible();
    expect(
      screen.getByRole("checkbox", { name: "He leído y acepto los términos y condiciones" }),
    ).not.toBeChecked();
  });

  it("sends the contact request with Spanish headings and confirms it in a Spanish dialog", async () => {
    sendRelayMessage.mockClear();
    const user = renderInSpanish(forms[0].form);
    await user.type(getField("Nombre completo"), "Ana Pérez");
    await user.type(getField("Número de teléfono"), "3055550100");
    await user.type(getField("Correo electrónico"), "ana@example.com");
    await user.type(getField("Mensaje"), "Llámenme, por favor");
    await user.click(screen.getByRole("checkbox", { name: sandboxLabel }));
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    const dialog = await screen.findByRole("dialog", { name: "¡Mensaje enviado!" });
    expect(dialog).toHaveAccessibleDescription(
      "Uno de nuestros representantes se comunicará con usted en breve",
    );
    expect(sendRelayMessage).toHaveBeenCalledWith(
      [
        "Solicitud de contacto",
        "",
        "Nombre completo: Ana Pérez",
        "Número de teléfono: 3055550100",
        "Correo electrónico: ana@example.com",
        "Mensaje: Llámenme, por favor",
      ].join("\n"),
    );
  });

  it("lets a form's own texts, messages and dialogs win over the catalogue", async () => {
    const user = renderInSpanish(
      <ContactForm
        sendRelayMessage={async () => networkError}
        captcha={SandboxCaptcha}
        texts={{ submit: "Mandar" }}
        messages={{ email: { empty: "Falta su correo" } }}
        dialogs={defaultDialogs}
      />,
    );
    await user.click(getField("Correo electrónico"));
    await user.tab();
    await expectFieldMessage(getField("Correo electrónico"), "Falta su correo");
    await user.click(getField("Mensaje"));
    await user.tab();
    await expectFieldMessage(getField("Mensaje"), "Escriba su mensaje");
    await user.type(getField("Nombre completo"), "Ana Pérez");
    await user.type(getField("Número de teléfono"), "3055550100");
    await user.type(getField("Correo electrónico"), "ana@example.com");
    await user.type(getField("Mensaje"), "Hola");
    await user.click(screen.getByRole("checkbox", { name: sandboxLabel }));
    await user.click(screen.getByRole("button", { name: "Mandar" }));
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    expect(dialog).toHaveAccessibleDescription("Error sending contact email. Please, try again");
  });

  it("leaves the forms and the hook in English without a provider", () => {
    render(<ContactForm sendRelayMessage={sendRelayMessage} captcha={SandboxCaptcha} />, {
      wrapper: ThemeWrapper,
    });
    expect(
      screen.getByRole("checkbox", { name: "I am not a robot (sandbox captcha — no real check)" }),
    ).toBeVisible();
    expect(getField("Email")).toBeVisible();
    expect(screen.getByRole("button", { name: "Send" })).toBeVisible();
  });
});
