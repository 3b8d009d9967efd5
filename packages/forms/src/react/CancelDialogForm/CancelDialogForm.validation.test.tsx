import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  fill,
  formDialog,
  renderCancelDialog,
  solveCaptchaAndSend,
  validValues,
} from "../../test/cancelDialog.js";
import { expectFieldMessage, getField, typeAndLeave } from "../../test/render.js";

describe("CancelDialogForm", () => {
  const problems = [
    [
      "every field is empty",
      {},
      "All fields are required and ReCAPTCHA must be completed.",
      "Order ID",
    ],
    [
      "the reason is missing",
      { ...validValues, motivo: "" },
      "All fields are required and ReCAPTCHA must be completed.",
      "Reason for cancellation",
    ],
    [
      "the email is invalid",
      { ...validValues, email: "jane@example" },
      "Please enter a valid email address.",
      "Email",
    ],
    [
      "the phone is not 10 digits",
      { ...validValues, phoneNumber: "(305) 555" },
      "Phone number must be numeric and 10 digits.",
      "Phone number",
    ],
  ] as const;

  it.each(problems)(
    "stays open with an inline message when %s and focuses the first refused field",
    async (_, values, message, focused) => {
      const { user, postCancellationRecord, onClose } = renderCancelDialog();
      await fill(user, values);
      await solveCaptchaAndSend(user);
      // The alert is always in the dialog (so that its text is announced): wait for the text.
      const alert = within(formDialog()).getByRole("alert");
      await waitFor(() => expect(alert).toHaveTextContent(message));
      await waitFor(() => expect(getField(focused)).toHaveFocus());
      // The inline alert says it once; no field repeats it.
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(postCancellationRecord).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  const fieldMessages = [
    ["Email", "jane@", "Please enter a valid email address."],
    ["Phone number", "305-555-010", "Phone number must be numeric and 10 digits."],
    ["Order ID", " ", "Order id cannot be empty"],
  ] as const;

  it.each(fieldMessages)("typing %s %j and leaving shows %j", async (label, value, message) => {
    const { user } = renderCancelDialog();
    await typeAndLeave(user, getField(label), value);
    await expectFieldMessage(getField(label), message);
  });

  it("takes a formatted phone as its ten digits", async () => {
    const { user } = renderCancelDialog();
    await typeAndLeave(user, getField("Phone number"), "+1 (305) 555-0100");
    expect(getField("Phone number")).toHaveValue("3055550100");
    expect(getField("Phone number")).not.toHaveAttribute("aria-invalid");
  });
});
