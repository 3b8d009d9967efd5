import type { CallOutcome } from "@membership/api";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { userEvent as browserUserEvent } from "vitest/browser";
import { buildContactMessage } from "../../relayMessage.js";
import {
  captchaLabel,
  deferred,
  dialogCatalogue,
  FakeCaptcha,
  networkError,
  relaySent,
} from "../../test/fixtures.js";
import {
  expectFieldMessage,
  fillByLabels,
  getField,
  renderWithTheme,
  typeAndLeave,
  visitor,
} from "../../test/render.js";
import type { ContactValues } from "../../values.js";
import { ContactForm, type ContactFormProps } from "./ContactForm.js";

const validValues: ContactValues = {
  firstName: "Jane Doe",
  phoneNumber: "3055550100",
  email: "jane@example.com",
  message: "Please call me back",
};

const labels = {
  firstName: "Full name",
  phoneNumber: "Phone number",
  email: "Email",
  message: "Message",
} as const satisfies Record<keyof ContactValues, string>;

function renderContactForm(props: Partial<ContactFormProps> = {}) {
  const sendRelayMessage = vi.fn<ContactFormProps["sendRelayMessage"]>(async () => relaySent);
  const onDone = vi.fn();
  const view = renderWithTheme(
    <ContactForm
      sendRelayMessage={sendRelayMessage}
      captcha={FakeCaptcha}
      dialogs={dialogCatalogue}
      onDone={onDone}
      {...props}
    />,
  );
  const form = view.container.querySelector("form") as HTMLFormElement;
  return { user: visitor(), sendRelayMessage, onDone, form };
}

const field = getField;
const sendButton = () => screen.getByRole("button", { name: "Send" });

const fill = (user: UserEvent, values: Partial<ContactValues>) =>
  fillByLabels(user, labels, values);

async function solveCaptchaAndSend(user: UserEvent) {
  await user.click(screen.getByRole("checkbox", { name: captchaLabel }));
  await user.click(sendButton());
}

describe("ContactForm", () => {
  it("names every input with the spec's field name and labels it visibly", async () => {
    const { user, form } = renderContactForm();
    await fill(user, validValues);
    expect(form).toHaveFormValues(validValues);
    for (const label of Object.values(labels)) expect(field(label)).toBeVisible();
    expect(field("Full name")).toHaveAttribute("autocomplete", "name");
    expect(field("Email")).toHaveAttribute("autocomplete", "email");
    expect(field("Phone number")).toHaveAttribute("autocomplete", "tel");
    expect(field("Phone number")).toHaveAttribute("inputmode", "tel");
  });

  const badValues = [
    ["Full name", "J4ne", "It doesn't have valid characters for a name"],
    ["Phone number", "305-555-CALL", "This field only accepts numbers"],
    ["Phone number", "305-555", "The phone number must be 10 digits"],
    ["Phone number", "30555", "The phone number must be 10 digits"],
    ["Email", "1jane@example.com", "The email must not start with numbers"],
    [
      "Email",
      "jane.example.com",
      "It is missing: @, a dot (.), and other characters, for a valid email",
    ],
  ] as const;

  it.each(badValues)("typing %s %j and leaving shows %j", async (label, value, message) => {
    const { user } = renderContactForm();
    await typeAndLeave(user, field(label), value);
    await expectFieldMessage(field(label), message);
  });

  it("says under the phone what it takes, and takes it formatted", async () => {
    const { user, form } = renderContactForm();
    expect(field("Phone number")).toHaveAccessibleDescription("10-digit US number");
    await user.type(field("Phone number"), "(305) 555-0100");
    expect(field("Phone number")).toHaveValue("3055550100");
    await user.clear(field("Phone number"));
    await user.paste("+1 305 555 0100");
    expect(form).toHaveFormValues({ phoneNumber: "3055550100" });
  });

  const emptiedFields = [
    ["Full name", "First name cannot be empty"],
    ["Phone number", "Phone number cannot be empty"],
    ["Email", "Email cannot be empty"],
    ["Message", "Message cannot be empty"],
  ] as const;

  it.each(emptiedFields)("emptying %s and leaving shows %j", async (label, message) => {
    const { user } = renderContactForm();
    await user.type(field(label), "x");
    await user.clear(field(label));
    await user.tab();
    await expectFieldMessage(field(label), message);
  });

  it("shows a new message once the field is left, and removes it as soon as the value is right", async () => {
    const { user } = renderContactForm();
    const email = field("Email");
    const shape = "It is missing: @, a dot (.), and other characters, for a valid email";
    await user.type(email, "jane");
    // Still typing: the field is checked on each change, but says nothing yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).not.toHaveAccessibleDescription();
    await user.tab();
    await expectFieldMessage(email, shape);
    // Back in the field: the message goes with the keystroke that makes the value right.
    await user.type(email, "@example.com");
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
    expect(email).not.toHaveAccessibleDescription();
    // Wrong again while still in the field: a new message waits for the visitor to leave.
    await user.type(email, "{Backspace}{Backspace}{Backspace}{Backspace}");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(email).not.toHaveAttribute("aria-invalid");
    await user.tab();
    await expectFieldMessage(email, shape);
  });

  it("a mouse click that leaves a wrong field lands where it was aimed, and the message shows after it", async () => {
    const { user } = renderContactForm();
    const email = field(labels.email);
    await user.type(email, "jane");
    const captcha = screen.getByRole("checkbox", { name: captchaLabel });
    // A real press and release at the captcha's place: the message must not move it away in between.
    await browserUserEvent.click(captcha);
    await expectFieldMessage(
      email,
      "It is missing: @, a dot (.), and other characters, for a valid email",
    );
    expect(captcha).toBeChecked();
  });

  it("keeps Send disabled until the captcha is solved, and again once it expires", async () => {
    const { user } = renderContactForm();
    const captcha = screen.getByRole("checkbox", { name: captchaLabel });
    expect(sendButton()).toBeDisabled();
    await user.click(captcha);
    expect(sendButton()).toBeEnabled();
    await user.click(captcha);
    expect(sendButton()).toBeDisabled();
  });

  it("shows the required-fields dialog for an empty form and sends nothing", async () => {
    const { user, sendRelayMessage } = renderContactForm();
    await solveCaptchaAndSend(user);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveAccessibleDescription("You must fill out the fields to continue");
    await user.click(within(dialog).getByRole("button", { name: "Sure!" }));
    expect(sendRelayMessage).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The first missing field gets the focus, and every missing field shows its message.
    await waitFor(() => expect(field("Full name")).toHaveFocus());
    await expectFieldMessage(field("Message"), "Message cannot be empty");
  });

  it("shows a format failure with the field's message", async () => {
    const { user, sendRelayMessage } = renderContactForm();
    await fill(user, { ...validValues, phoneNumber: "305555" });
    await solveCaptchaAndSend(user);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveAccessibleDescription("The phone number must be 10 digits");
    expect(within(dialog).getByRole("button", { name: "I am going to change it" })).toBeVisible();
    expect(sendRelayMessage).not.toHaveBeenCalled();
    // The message shows once, in the dialog; the field shows it again once the dialog is closed.
    expect(screen.getAllByText("The phone number must be 10 digits")).toHaveLength(1);
    expect(within(dialog).getByText("The phone number must be 10 digits")).toBeVisible();
    expect(field("Phone number")).toHaveAccessibleDescription("10-digit US number");
    await user.click(within(dialog).getByRole("button", { name: "I am going to change it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The field takes the message back in the render after the dialog's close event.
    await waitFor(() =>
      expect(field("Phone number")).toHaveAccessibleDescription(
        "10-digit US number The phone number must be 10 digits",
      ),
    );
    expect(screen.getAllByText("The phone number must be 10 digits")).toHaveLength(1);
  });

  it("sends the trimmed entries, confirms, then clears the form and hands over", async () => {
    const { user, sendRelayMessage, onDone, form } = renderContactForm();
    await fill(user, { ...validValues, firstName: "  Jane Doe " });
    await solveCaptchaAndSend(user);

    const dialog = await screen.findByRole("dialog", { name: "Message sent!" });
    expect(dialog).toHaveAccessibleDescription("One our representatives will contact you shortly");
    expect(sendRelayMessage).toHaveBeenCalledExactlyOnceWith(buildContactMessage(validValues));
    expect(onDone).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    // The native dialog reports its closing in a later task.
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ status: "succeeded", clearStorage: ["session"], redirectTo: "/" }),
    );
    expect(form).toHaveFormValues({ firstName: "", phoneNumber: "", email: "", message: "" });
    expect(field("Full name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("checkbox", { name: captchaLabel })).not.toBeChecked();
    expect(sendButton()).toBeDisabled();
  });

  const failures: readonly (readonly [string, CallOutcome<string>, string, string])[] = [
    ["a failed request", networkError, "Error", "Error sending contact email. Please, try again"],
    [
      "another relay reply",
      { kind: "rejected", status: 200, text: "Mailer down" },
      "Error",
      "Error in the server. Try again, please",
    ],
  ];

  it.each(failures)(
    "after %s shows its dialog and keeps what was typed",
    async (_, outcome, title, text) => {
      const { user, onDone, form } = renderContactForm({
        sendRelayMessage: async () => outcome,
      });
      await fill(user, validValues);
      await solveCaptchaAndSend(user);
      const dialog = await screen.findByRole("dialog", { name: title });
      expect(dialog).toHaveAccessibleDescription(text);
      await user.click(within(dialog).getByRole("button", { name: "OK" }));
      expect(form).toHaveFormValues(validValues);
      expect(onDone).not.toHaveBeenCalled();
      expect(sendButton()).toBeEnabled();
    },
  );

  it("shows the loading overlay and blocks a second submit while sending", async () => {
    const reply = deferred<CallOutcome<string>>();
    const sendRelayMessage = vi.fn(() => reply.promise);
    const { user } = renderContactForm({ sendRelayMessage });
    await fill(user, validValues);
    await solveCaptchaAndSend(user);

    expect(screen.getByRole("status")).toHaveTextContent("Sending your message");
    expect(screen.getByTestId("loading-overlay")).toHaveAttribute("data-state", "visible");
    expect(sendButton()).toBeDisabled();
    await user.type(field("Message"), "{Enter}");
    await user.click(sendButton());
    expect(sendRelayMessage).toHaveBeenCalledOnce();

    reply.resolve(relaySent);
    await screen.findByRole("dialog", { name: "Message sent!" });
    expect(screen.getByTestId("loading-overlay")).toHaveAttribute("data-state", "hidden");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("takes reworded labels and messages from a sister site", async () => {
    const { user } = renderContactForm({
      texts: { firstName: "Nombre completo", submit: "Enviar" },
      messages: { email: { shape: "Correo no válido" } },
    });
    expect(field("Nombre completo")).toHaveAttribute("name", "firstName");
    await typeAndLeave(user, field("Email"), "jane");
    await expectFieldMessage(field("Email"), "Correo no válido");
    expect(screen.getByRole("button", { name: "Enviar" })).toBeDisabled();
  });
});
