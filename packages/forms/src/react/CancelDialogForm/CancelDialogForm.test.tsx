import type { CallOutcome } from "@membership/api";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent as browserUserEvent } from "vitest/browser";
import {
  challengeButtonLabel,
  GrecaptchaWidget,
  installFakeGrecaptcha,
  recaptchaCheckboxLabel,
} from "../../test/fakeRecaptcha.js";
import {
  captchaLabel,
  captchaToken,
  deferred,
  dialogCatalogue,
  FakeCaptcha,
  reasons,
  recordSent,
} from "../../test/fixtures.js";
import {
  expectFieldMessage,
  getField,
  renderWithTheme,
  typeAndLeave,
  visitor,
} from "../../test/render.js";
import type { FloatingCancelValues } from "../../values.js";
import { CancelDialogForm, type CancelDialogFormProps } from "./CancelDialogForm.js";
import { CancelDialogShell } from "./CancelDialogShell.js";

const validValues: FloatingCancelValues = {
  orderId: "A-1029",
  phoneNumber: "3055550100",
  email: "jane@example.com",
  motivo: "Not what I was looking for",
  message: "",
};

const labels = {
  orderId: "Order ID",
  phoneNumber: "Phone number",
  email: "Email",
  motivo: "Reason for cancellation",
  message: "Message (optional)",
} as const satisfies Record<keyof FloatingCancelValues, string>;

type HarnessProps = Omit<CancelDialogFormProps, "open" | "onClose"> & { onClose(): void };

// The site's side: the floating button opens the dialog, and closing it turns `open` off.
function FloatingCancel({ onClose, ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel Product
      </button>
      <CancelDialogForm
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

function renderCancelDialog(props: Partial<HarnessProps> = {}) {
  const postCancellationRecord = vi.fn<CancelDialogFormProps["postCancellationRecord"]>(
    async () => recordSent,
  );
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderWithTheme(
    <FloatingCancel
      postCancellationRecord={postCancellationRecord}
      reasons={reasons}
      captcha={FakeCaptcha}
      dialogs={dialogCatalogue}
      onClose={onClose}
      onDone={onDone}
      {...props}
    />,
  );
  return { user: visitor(), postCancellationRecord, onClose, onDone };
}

const formDialog = () => screen.getByRole("dialog", { name: "Cancel your product" });
const sendButton = () => within(formDialog()).getByRole("button", { name: "Send" });

async function fill(user: UserEvent, values: Partial<FloatingCancelValues>) {
  for (const [name, value] of Object.entries(values)) {
    const control = getField(labels[name as keyof FloatingCancelValues]);
    if (control instanceof HTMLSelectElement) {
      await user.selectOptions(control, value);
      continue;
    }
    await user.clear(control);
    if (value) await user.type(control, value);
    await user.tab();
  }
}

async function solveCaptchaAndSend(user: UserEvent) {
  await user.click(within(formDialog()).getByRole("checkbox", { name: captchaLabel }));
  await user.click(sendButton());
}

describe("CancelDialogForm", () => {
  it("is a modal dialog whose controls carry the spec's field names", async () => {
    const { user } = renderCancelDialog();
    expect(formDialog()).toBeVisible();
    await fill(user, { ...validValues, message: "Too many emails" });
    const form = formDialog().querySelector("form");
    expect(form).toHaveFormValues({ ...validValues, message: "Too many emails" });
    expect(getField("Reason for cancellation")).toHaveAttribute("name", "motivo");
    expect(getField("Message (optional)")).not.toBeRequired();
    expect(getField("Email")).toHaveAttribute("autocomplete", "email");
  });

  it("keeps Send disabled until the captcha is solved", async () => {
    const { user } = renderCancelDialog();
    expect(sendButton()).toBeDisabled();
    await user.click(within(formDialog()).getByRole("checkbox", { name: captchaLabel }));
    expect(sendButton()).toBeEnabled();
  });

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

  it("sends 'No additional details' for an empty message, closes and confirms", async () => {
    const { user, postCancellationRecord, onClose, onDone } = renderCancelDialog();
    await fill(user, validValues);
    await solveCaptchaAndSend(user);

    const confirmation = await screen.findByRole("dialog", { name: "The cancellation was sent" });
    expect(confirmation).toHaveAccessibleDescription("One of our advisors will contact you soon.");
    expect(postCancellationRecord).toHaveBeenCalledExactlyOnceWith({
      ...validValues,
      message: "No additional details",
      recaptcha: captchaToken,
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog", { name: "Cancel your product" })).not.toBeInTheDocument();

    await user.click(within(confirmation).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: "succeeded" }));

    // Opened again, the form is empty and the captcha must be solved anew.
    await user.click(screen.getByRole("button", { name: "Cancel Product" }));
    expect(getField("Order ID")).toHaveValue("");
    expect(sendButton()).toBeDisabled();
  });

  it("sends the visitor's message when there is one", async () => {
    const { user, postCancellationRecord } = renderCancelDialog();
    await fill(user, { ...validValues, message: "  Moving abroad " });
    await solveCaptchaAndSend(user);
    await screen.findByRole("dialog", { name: "The cancellation was sent" });
    expect(postCancellationRecord).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Moving abroad" }),
    );
  });

  it("swaps the form for the record failure, then brings it back with what was typed", async () => {
    const { user, onClose } = renderCancelDialog({
      postCancellationRecord: async () => ({ kind: "rejected", status: 500, text: "" }),
    });
    await fill(user, { ...validValues, message: "Moving abroad" });
    await solveCaptchaAndSend(user);
    const error = await screen.findByRole("dialog", { name: "Error" });
    expect(error).toHaveAccessibleDescription("The request could not be sent");
    // One dialog at a time: the form's dialog is closed while the error shows.
    await waitFor(() => expect(screen.getAllByRole("dialog")).toHaveLength(1));
    expect(screen.getByText("The request could not be sent")).toBeVisible();

    await user.click(within(error).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.getAllByRole("dialog")).toHaveLength(1));
    expect(formDialog()).toBeVisible();
    expect(screen.queryByRole("dialog", { name: "Error" })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(formDialog().querySelector("form")).toHaveFormValues({
      ...validValues,
      message: "Moving abroad",
    });
    // The captcha was unmounted with the form, so it is solved anew before another try.
    expect(sendButton()).toBeDisabled();
  });

  it("shows the confirmation alone once the record is sent", async () => {
    const { user } = renderCancelDialog();
    await fill(user, validValues);
    await solveCaptchaAndSend(user);
    await screen.findByRole("dialog", { name: "The cancellation was sent" });
    await waitFor(() => expect(screen.getAllByRole("dialog")).toHaveLength(1));
  });

  it("asks for the captcha again after the visitor closed the dialog", async () => {
    const { user, onClose } = renderCancelDialog();
    await user.click(within(formDialog()).getByRole("checkbox", { name: captchaLabel }));
    await user.click(within(formDialog()).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await user.click(screen.getByRole("button", { name: "Cancel Product" }));
    expect(sendButton()).toBeDisabled();
  });

  // Google's image challenge is appended to <body>: a native modal's top layer would cover it and make it inert.
  it("lets the visitor solve a reCAPTCHA challenge that opens above the dialog", async () => {
    const uninstall = installFakeGrecaptcha();
    try {
      renderCancelDialog({ captcha: GrecaptchaWidget });
      await browserUserEvent.click(
        within(formDialog()).getByRole("button", { name: recaptchaCheckboxLabel }),
      );
      const verify = await screen.findByRole("button", { name: challengeButtonLabel });
      // A real click (Playwright's): it waits for the element to receive the pointer, and fails otherwise.
      await browserUserEvent.click(verify, { timeout: 3_000 });
      expect(sendButton()).toBeEnabled();
    } finally {
      uninstall();
    }
  });

  it("shows the loading overlay and blocks a second send while posting", async () => {
    const reply = deferred<CallOutcome<unknown>>();
    const postCancellationRecord = vi.fn(() => reply.promise);
    const { user } = renderCancelDialog({ postCancellationRecord });
    await fill(user, validValues);
    await solveCaptchaAndSend(user);
    expect(within(formDialog()).getByRole("status")).toHaveTextContent(
      "Sending your cancellation request",
    );
    expect(sendButton()).toBeDisabled();
    await user.click(sendButton());
    expect(postCancellationRecord).toHaveBeenCalledOnce();
    reply.resolve(recordSent);
    await screen.findByRole("dialog", { name: "The cancellation was sent" });
  });
});

function Shell({ onOpen }: { onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" {...{ commandfor: "shell", command: "show-modal" }}>
        Cancel Product
      </button>
      <CancelDialogShell
        id="shell"
        open={open}
        onOpen={() => {
          setOpen(true);
          onOpen();
        }}
        onClose={() => setOpen(false)}
        title="Cancel Product"
        intro="Tell us why you want to cancel."
      />
    </>
  );
}

describe("CancelDialogShell", () => {
  it("is opened by its button alone, busy with the dialog's title and intro, and tells its owner", async () => {
    const onOpen = vi.fn();
    renderWithTheme(<Shell onOpen={onOpen} />);
    screen.getByRole("button", { name: "Cancel Product" }).click();
    const shell = screen.getByRole("dialog", { name: "Cancel Product" });
    expect(within(shell).getByText("Tell us why you want to cancel.")).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
    await browserUserEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
