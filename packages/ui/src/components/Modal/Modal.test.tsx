import { screen, waitFor } from "@testing-library/react";
import { type ReactNode, useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { MembershipThemeProvider, theme } from "../../theme/index.js";
import { Button } from "../Button/Button.js";
import { TextField } from "../TextField/TextField.js";
import { type DialogLayer, Modal } from "./Modal.js";

function Harness({ onClose, layer }: { onClose: () => void; layer?: DialogLayer }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel Product</Button>
      <Modal
        open={open}
        title="Cancel your membership"
        layer={layer}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <form>
          <TextField name="orderId" label="Order ID" />
          <Button type="submit">Send</Button>
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

describe("Modal in the page layer", () => {
  async function openInPage(onClose = vi.fn()) {
    renderWithTheme(<Harness onClose={onClose} layer="page" />);
    const opener = screen.getByRole("button", { name: "Cancel Product" });
    await userEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Cancel your membership" });
    return { dialog: dialog as HTMLDialogElement, opener, onClose };
  }

  it("is shown in the page, modal to assistive technology, with focus inside", async () => {
    const { dialog } = await openInPage();
    expect(dialog.open).toBe(true);
    expect(dialog.matches(":modal")).toBe(false);
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(getComputedStyle(screen.getByTestId("modal-backdrop")).position).toBe("fixed");
  });

  it("keeps Tab and Shift+Tab inside", async () => {
    await openInPage();
    const close = screen.getByRole("button", { name: "Close" });
    const send = screen.getByRole("button", { name: "Send" });
    send.focus();
    await userEvent.keyboard("{Tab}");
    expect(close).toHaveFocus();
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    expect(send).toHaveFocus();
  });

  it("closes with Escape, reports it once and gives focus back", async () => {
    const { opener, onClose } = await openInPage();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByTestId("modal-backdrop")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  // The close event comes a task later: an update its owner scheduled before it (another dialog opening in its place)
  // must not be committed after the visitor's close.
  it("reports a close the visitor asks for at once, before the close event", async () => {
    const { onClose } = await openInPage();
    screen.getByRole("button", { name: "Close" }).click();
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
  });

  // reCAPTCHA's image challenge: a fixed element appended to <body> with a huge z-index.
  it.each<DialogLayer>(["top", "page"])(
    "in the %s layer, reports nothing when its owner closes and reopens it before the close event",
    async (layer) => {
      const onClose = vi.fn();
      const modal = (open: boolean) => (
        <Modal open={open} title="Cancel your membership" layer={layer} onClose={onClose}>
          <p>Order ID</p>
        </Modal>
      );
      const { rerender } = renderWithTheme(modal(true));
      rerender(modal(false));
      rerender(modal(true));
      // The first close()'s event comes a task later, to a dialog open again.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole("dialog", { name: "Cancel your membership" })).toBeVisible();
    },
  );

  it("lets an element a third-party script appends to <body> be clicked above it", async () => {
    await openInPage();
    const onClick = vi.fn();
    const challenge = document.body.appendChild(document.createElement("button"));
    challenge.textContent = "Verify";
    challenge.style.cssText = "position: absolute; top: 40px; left: 40px; z-index: 2000000000";
    challenge.addEventListener("click", onClick);
    try {
      await userEvent.click(screen.getByRole("button", { name: "Verify" }), { timeout: 3_000 });
      expect(onClick).toHaveBeenCalledOnce();
    } finally {
      challenge.remove();
    }
  });
});

/** Presses the opener in a layout effect: after the modal's own layout effects, before any passive effect runs. */
function PressInLayoutEffect() {
  useLayoutEffect(() => {
    screen.getByRole("button", { name: "Cancel Product" }).click();
  }, []);
  return null;
}

function CommandHarness({ onOpen, children }: { onOpen: () => void; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" {...{ commandfor: "cancel", command: "show-modal" }}>
        Cancel Product
      </button>
      <Modal
        id="cancel"
        open={open}
        title="Cancel your membership"
        onOpen={() => {
          onOpen();
          setOpen(true);
        }}
        onClose={() => setOpen(false)}
      >
        <p>Loading the form</p>
      </Modal>
      {children}
    </>
  );
}

describe("Modal its opener's command opens", () => {
  it("is opened by the browser, with its content, and the owner follows", async () => {
    const onOpen = vi.fn();
    renderWithTheme(<CommandHarness onOpen={onOpen} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel Product" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your membership" });
    expect(dialog.matches(":modal")).toBe(true);
    expect(screen.getByText("Loading the form")).toBeVisible();
    await waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
    // Still open once the owner has followed; closed by the visitor as any modal is.
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adopts a dialog the visitor opened while it mounted, before its listener was there, rather than closing it", async () => {
    const onOpen = vi.fn();
    renderWithTheme(
      <CommandHarness onOpen={onOpen}>
        <PressInLayoutEffect />
      </CommandHarness>,
    );
    await waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
    const dialog = screen.getByRole("dialog", { name: "Cancel your membership" });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByText("Loading the form")).toBeVisible();
  });

  it("adopts a dialog the visitor opened before the app hydrated it, rather than closing it", async () => {
    const onOpen = vi.fn();
    const page = (
      <MembershipThemeProvider theme={theme}>
        <CommandHarness onOpen={onOpen} />
      </MembershipThemeProvider>
    );
    const container = document.body.appendChild(document.createElement("div"));
    // The prerendered page, its dialog opened by its button before any script.
    container.innerHTML = renderToString(page);
    screen.getByRole("button", { name: "Cancel Product" }).click();
    const dialog = container.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const root = hydrateRoot(container, page);
    try {
      await waitFor(() => expect(onOpen).toHaveBeenCalledOnce());
      expect(dialog.open).toBe(true);
      expect(screen.getByText("Loading the form")).toBeVisible();
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
