import type { CallOutcome } from "@membership/api";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildCancelMessage } from "../../relayMessage.js";
import {
  captchaLabel,
  deferred,
  dialogCatalogue,
  FakeCaptcha,
  networkError,
  reasons,
  recordSent,
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
import type { CancelValues } from "../../values.js";
import { CancellationForm, type CancellationFormProps } from "./CancellationForm.js";

const validValues: CancelValues = {
  orderId: "A-1029",
  phoneNumber: "3055550100",
  email: "jane@example.com",
  reasonForCancellation: "Too expensive",
  message: "Please cancel my plan",
};

const labels = {
  orderId: "Order ID",
  phoneNumber: "Phone number",
  email: "Email",
  reasonForCancellation: "Reason for cancellation",
  message: "Message",
} as const satisfies Record<keyof CancelValues, string>;

function renderCancellationForm(props: Partial<CancellationFormProps> = {}) {
  const sendRelayMessage = vi.fn<CancellationFormProps["sendRelayMessage"]>(async () => relaySent);
  const postCancellationRecord = vi.fn<CancellationFormProps["postCancellationRecord"]>(
    async () => recordSent,
  );
  const onDone = vi.fn();
  const logError = vi.fn();
  const view = renderWithTheme(
    <CancellationForm
      sendRelayMessage={sendRelayMessage}
      postCancellationRecord={postCancellationRecord}
      reasons={reasons}
      captcha={FakeCaptcha}
      dialogs={dialogCatalogue}
      onDone={onDone}
      logError={logError}
      {...props}
    />,
  );
  const form = view.container.querySelector("form") as HTMLFormElement;
  return {
    user: visitor(),
    sendRelayMessage,
    postCancellationRecord,
    onDone,
    logError,
    form,
  };
}

const sendButton = () => screen.getByRole("button", { name: "Send" });

const fill = (user: UserEvent, values: Partial<CancelValues>) => fillByLabels(user, labels, values);

async function solveCaptchaAndSend(user: UserEvent) {
  await user.click(screen.getByRole("checkbox", { name: captchaLabel }));
  await user.click(sendButton());
}

describe("CancellationForm", () => {
  it("names every control with the spec's field name and offers the reasons", async () => {
    const { user, form } = renderCancellationForm();
    await fill(user, validValues);
    expect(form).toHaveFormValues(validValues);
    const reason = getField("Reason for cancellation") as HTMLSelectElement;
    expect(Array.from(reason.options, (option) => option.text)).toEqual([
      "Select a reason",
      "Too expensive",
      "Not longer needed",
      "Didn't receive welcome letter",
      "Not what I was looking for",
      "I have never subscribed",
    ]);
  });

  const badValues = [
    ["Order ID", "<A1>", "The order id must not have special characters"],
    ["Phone number", "(305) 555", "The phone number must be 10 digits"],
    ["Phone number", "305-555-CALL", "This field only accepts numbers"],
    ["Email", "9jane@example.com", "The email must not start with numbers"],
    [
      "Email",
      "jane@example",
      "It is missing: @, a dot (.), and other characters, for a valid email",
    ],
  ] as const;

  it.each(badValues)("typing %s %j and leaving shows %j", async (label, value, message) => {
    const { user } = renderCancellationForm();
    await typeAndLeave(user, getField(label), value);
    await expectFieldMessage(getField(label), message);
  });

  it.each([["(305) 555-0100"], ["305-555-0100"], ["+1 305 555 0100"]])(
    "takes the phone typed as %j as its ten digits",
    async (typed) => {
      const { user, form } = renderCancellationForm();
      await typeAndLeave(user, getField("Phone number"), typed);
      expect(form).toHaveFormValues({ phoneNumber: "3055550100" });
      expect(getField("Phone number")).not.toHaveAttribute("aria-invalid");
      expect(getField("Phone number")).toHaveAccessibleDescription("10-digit US number");
    },
  );

  it("shows 'Reason cannot be empty' when the reason is unselected", async () => {
    const { user } = renderCancellationForm();
    await user.selectOptions(getField("Reason for cancellation"), "Too expensive");
    await user.selectOptions(getField("Reason for cancellation"), "");
    await user.tab();
    await expectFieldMessage(getField("Reason for cancellation"), "Reason cannot be empty");
  });

  it("keeps Send disabled until the captcha is solved", async () => {
    const { user } = renderCancellationForm();
    expect(sendButton()).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: captchaLabel }));
    expect(sendButton()).toBeEnabled();
  });

  it("shows the required-fields dialog when a field is missing", async () => {
    const { user, sendRelayMessage } = renderCancellationForm();
    await fill(user, { ...validValues, message: "" });
    await solveCaptchaAndSend(user);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveAccessibleDescription("You must fill out the fields to continue");
    expect(within(dialog).getByRole("button", { name: "Sure!" })).toHaveFocus();
    expect(sendRelayMessage).not.toHaveBeenCalled();
  });

  it("e-mails the request, posts the record, confirms, then clears and hands over", async () => {
    const { user, sendRelayMessage, postCancellationRecord, onDone, form } =
      renderCancellationForm();
    await fill(user, validValues);
    await solveCaptchaAndSend(user);

    const dialog = await screen.findByRole("dialog", { name: "The cancellation was sent" });
    expect(dialog).toHaveAccessibleDescription("One of our advisors will contact you soon.");
    expect(sendRelayMessage).toHaveBeenCalledExactlyOnceWith(buildCancelMessage(validValues));
    expect(postCancellationRecord).toHaveBeenCalledExactlyOnceWith({
      orderId: "A-1029",
      phoneNumber: "3055550100",
      email: "jane@example.com",
      motivo: "Too expensive",
      message: "Please cancel my plan",
    });

    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ dialog: "cancellationSent", redirectTo: "/" }),
    );
    expect(form).toHaveFormValues({
      orderId: "",
      phoneNumber: "",
      email: "",
      reasonForCancellation: "",
      message: "",
    });
  });

  it("still confirms when only the record fails, and logs that failure", async () => {
    const { user, logError } = renderCancellationForm({
      postCancellationRecord: async () => ({ kind: "rejected", status: 500, text: "Server error" }),
    });
    await fill(user, validValues);
    await solveCaptchaAndSend(user);
    await screen.findByRole("dialog", { name: "The cancellation was sent" });
    expect(logError).toHaveBeenCalledOnce();
  });

  const failures: readonly (readonly [string, CallOutcome<string>, string])[] = [
    ["a failed request", networkError, "Error sending the cancellation email. Please, try again"],
    [
      "a rejected relay",
      { kind: "rejected", status: 502, text: "" },
      "Error in the server. Try again, please",
    ],
  ];

  it.each(failures)("after %s shows %j and keeps what was typed", async (_, outcome, text) => {
    const { user, postCancellationRecord, form } = renderCancellationForm({
      sendRelayMessage: async () => outcome,
    });
    await fill(user, validValues);
    await solveCaptchaAndSend(user);
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    expect(dialog).toHaveAccessibleDescription(text);
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(form).toHaveFormValues(validValues);
    expect(postCancellationRecord).not.toHaveBeenCalled();
  });

  it("shows the loading overlay and blocks a second submit while sending", async () => {
    const reply = deferred<CallOutcome<string>>();
    const sendRelayMessage = vi.fn(() => reply.promise);
    const { user } = renderCancellationForm({ sendRelayMessage });
    await fill(user, validValues);
    await solveCaptchaAndSend(user);
    expect(screen.getByRole("status")).toHaveTextContent("Sending your cancellation request");
    expect(sendButton()).toBeDisabled();
    await user.click(sendButton());
    expect(sendRelayMessage).toHaveBeenCalledOnce();
    reply.resolve(relaySent);
    await screen.findByRole("dialog", { name: "The cancellation was sent" });
    expect(sendButton()).toBeEnabled();
  });
});
