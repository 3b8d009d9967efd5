import { screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { MenuButton } from "../MenuButton/MenuButton.js";
import { SideDrawer } from "./SideDrawer.js";

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <MenuButton
        ref={buttonRef}
        label="Menu"
        expanded={open}
        controls="drawer"
        onClick={() => setOpen(true)}
      />
      <SideDrawer
        id="drawer"
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="drawer-title"
        returnFocusRef={buttonRef}
      >
        <h2 id="drawer-title">Menu</h2>
        <a href="#one">First</a>
        <a href="#two">Second</a>
      </SideDrawer>
    </>
  );
}

async function openDrawer() {
  renderWithTheme(<DrawerHarness />);
  const menu = screen.getByRole("button", { name: "Menu" });
  await userEvent.click(menu);
  return { menu, drawer: screen.getByRole("dialog", { name: "Menu" }) };
}

describe("SideDrawer", () => {
  it("is closed and out of reach at first", () => {
    renderWithTheme(<DrawerHarness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("link", { name: "First" })).toBeNull();
  });

  it("opens as a modal dialog and moves focus into it", async () => {
    const { drawer } = await openDrawer();
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "First" }));
  });

  it("keeps Tab inside the open drawer", async () => {
    await openDrawer();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Second" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "First" }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Second" }));
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    const { menu } = await openDrawer();
    await userEvent.keyboard("{Escape}");
    expect(document.activeElement).toBe(menu);
    // Hidden once the 200 ms slide-out is over.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on a click on the backdrop", async () => {
    const { menu } = await openDrawer();
    // The backdrop shows right of the 85vw-wide panel.
    await userEvent.click(screen.getByTestId("side-drawer-backdrop"), {
      position: { x: window.innerWidth - 5, y: 10 },
    });
    expect(document.activeElement).toBe(menu);
    // Hidden once the 200 ms slide-out is over.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on a click on the drawer itself", async () => {
    const { drawer, menu } = await openDrawer();
    await userEvent.click(drawer, { position: { x: 10, y: 200 } });
    expect(document.activeElement).toBe(menu);
    // Hidden once the 200 ms slide-out is over.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("uses the 200 ms transition on the drawer and its backdrop", async () => {
    const { drawer } = await openDrawer();
    expect(getComputedStyle(drawer).transitionDuration).toBe("0.2s");
    expect(getComputedStyle(screen.getByTestId("side-drawer-backdrop")).transitionDuration).toBe(
      "0.2s",
    );
  });
});
