import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { Button } from "../Button/Button.js";
import { Dialog, type DialogVariant } from "./Dialog.js";

// Spec §8: title, text and button of each dialog, word for word.
const catalogue = [
  ["Error!", "You must fill out the fields to continue", "Sure!", "error"],
  ["Error!", "It doesn't have valid characters for a name", "I am going to change it", "error"],
  ["Error!", "You must accept terms and conditions", "OK", "error"],
  ["Error!", "The expiration date of your card is not valid", "OK", "error"],
  ["Error", "Error in the server. Try again, please", "OK", "error"],
  ["Error", "Error sending the cancellation email. Please, try again", "OK", "error"],
  ["Error", "Error sending contact email. Please, try again", "OK", "error"],
  ["Error", "Error sending the checkout information. Please try again", "OK", "error"],
  ["Error", "The request could not be sent", "OK", "error"],
  ["Message sent!", "One our representatives will contact you shortly", "OK", "success"],
  ["The cancellation was sent", "One of our advisors will contact you soon.", "OK", "success"],
] as const satisfies readonly (readonly [string, string, string, DialogVariant])[];

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send</Button>
      <Dialog
        open={open}
        title="Error!"
        text="You must fill out the fields to continue"
        buttonText="Sure!"
        variant="error"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

describe("Dialog", () => {
  it.each(catalogue)("shows '%s' / '%s' / '%s'", (title, text, buttonText, variant) => {
    renderWithTheme(
      <Dialog
        open
        title={title}
        text={text}
        buttonText={buttonText}
        variant={variant}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: title });
    expect(dialog).toHaveAccessibleDescription(text);
    expect(dialog).toHaveAttribute("data-variant", variant);
    expect(screen.getByRole("button", { name: buttonText })).toBeVisible();
  });

  it("opens as a native modal dialog with focus on its button", async () => {
    renderWithTheme(<Harness onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const dialog = screen.getByRole("dialog", { name: "Error!" }) as HTMLDialogElement;
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.open).toBe(true);
    expect(dialog.matches(":modal")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Sure!" }));
  });

  it("closes with its button, reports it once and gives focus back", async () => {
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Send" });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("button", { name: "Sure!" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The native close event comes a task after close().
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(opener);
  });

  it("closes with Escape and reports it once", async () => {
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The native close event comes a task after close().
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it("closes without reporting when the caller sets open to false", async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithTheme(
      <Dialog open title="Error!" text="Text" variant="error" onClose={onClose} />,
    );
    expect(screen.getByRole("dialog")).toBeVisible();
    rerender(<Dialog open={false} title="Error!" text="Text" variant="error" onClose={onClose} />);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ["the safe answer", "Don't buy again", "onClose"],
    ["Escape", "{Escape}", "onClose"],
    ["the confirming answer", "Buy again", "onConfirm"],
  ] as const)("asks a question: %s reports %s once", async (_, answer, reported) => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderWithTheme(
      <Dialog
        open
        title="Buy again?"
        text="You bought this a minute ago."
        buttonText="Don't buy again"
        confirmButtonText="Buy again"
        onConfirm={onConfirm}
        variant="error"
        onClose={onClose}
      />,
    );
    // The safe answer has the focus, so Enter never buys twice by accident.
    expect(screen.getByRole("button", { name: "Don't buy again" })).toHaveFocus();
    if (answer === "{Escape}") await userEvent.keyboard(answer);
    else await userEvent.click(screen.getByRole("button", { name: answer }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const calls = { onClose, onConfirm };
    await waitFor(() => expect(calls[reported]).toHaveBeenCalledOnce());
    expect(calls[reported === "onClose" ? "onConfirm" : "onClose"]).not.toHaveBeenCalled();
  });

  it("colours the title by variant", () => {
    renderWithTheme(
      <>
        <Dialog open title="Error!" text="Text" variant="error" onClose={() => {}} />
        <Dialog
          open={false}
          title="Message sent!"
          text="Text"
          variant="success"
          onClose={() => {}}
        />
      </>,
    );
    const errorTitle = screen.getByRole("heading", { name: "Error!" });
    const successTitle = screen.getByRole("heading", { name: "Message sent!", hidden: true });
    expect(getComputedStyle(errorTitle).color).not.toBe(getComputedStyle(successTitle).color);
  });
});
