import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent as browserUserEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { CancelDialogShell } from "./CancelDialogShell.js";

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
