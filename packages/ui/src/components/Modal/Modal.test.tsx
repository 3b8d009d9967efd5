import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { Button } from "../Button/Button.js";
import { TextField } from "../TextField/TextField.js";
import { Modal } from "./Modal.js";

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel Product</Button>
      <Modal
        open={open}
        title="Cancel your membership"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <form>
          <TextField name="orderId" label="Order ID" />
        </form>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("opens a native modal dialog holding a form", async () => {
    renderWithTheme(<Harness onClose={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel Product" }));
    const dialog = screen.getByRole("dialog", {
      name: "Cancel your membership",
    }) as HTMLDialogElement;
    expect(dialog.matches(":modal")).toBe(true);
    expect(screen.getByRole("textbox", { name: "Order ID" })).toBeVisible();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it.each([
    ["its close button", () => userEvent.click(screen.getByRole("button", { name: "Close" }))],
    ["Escape", () => userEvent.keyboard("{Escape}")],
  ])("closes with %s and reports it once", async (_how, close) => {
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Cancel Product" });
    await userEvent.click(opener);
    await close();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The native close event comes a task after close().
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(opener);
  });
});
