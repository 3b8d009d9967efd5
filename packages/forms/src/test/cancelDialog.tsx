// What the cancel dialog's tests share: a visitor's valid entries, the dialog as a site opens it, and its steps.
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { type Mock, vi } from "vitest";
import {
  CancelDialogForm,
  type CancelDialogFormProps,
} from "../react/CancelDialogForm/CancelDialogForm.js";
import type { FloatingCancelValues } from "../values.js";
import { captchaLabel, dialogCatalogue, FakeCaptcha, reasons, recordSent } from "./fixtures.js";
import { fillByLabels, renderWithTheme, visitor } from "./render.js";

export const validValues: FloatingCancelValues = {
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

/** A visitor at the keyboard and the mocks the dialog was given. */
interface RenderedCancelDialog {
  user: UserEvent;
  postCancellationRecord: Mock<CancelDialogFormProps["postCancellationRecord"]>;
  onClose: Mock;
  onDone: Mock;
}

export function renderCancelDialog(props: Partial<HarnessProps> = {}): RenderedCancelDialog {
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

export const formDialog = () => screen.getByRole("dialog", { name: "Cancel your product" });
export const sendButton = () => within(formDialog()).getByRole("button", { name: "Send" });

export const fill = (user: UserEvent, values: Partial<FloatingCancelValues>) =>
  fillByLabels(user, labels, values);

export async function solveCaptchaAndSend(user: UserEvent) {
  await user.click(within(formDialog()).getByRole("checkbox", { name: captchaLabel }));
  await user.click(sendButton());
}
