import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userEvent as browserUserEvent } from "vitest/browser";
import {
  fill,
  formDialog,
  renderCancelDialog,
  sendButton,
  validValues,
} from "../../test/cancelDialog.js";
import {
  challengeButtonLabel,
  GrecaptchaWidget,
  installFakeGrecaptcha,
  recaptchaCheckboxLabel,
} from "../../test/fakeRecaptcha.js";
import { captchaLabel } from "../../test/fixtures.js";
import { getField } from "../../test/render.js";

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
});
