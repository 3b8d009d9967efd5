import type { CallOutcome } from "@membership/api";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  fill,
  formDialog,
  renderCancelDialog,
  sendButton,
  solveCaptchaAndSend,
  validValues,
} from "../../test/cancelDialog.js";
import { captchaToken, deferred, recordSent } from "../../test/fixtures.js";
import { getField } from "../../test/render.js";

describe("CancelDialogForm", () => {
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
