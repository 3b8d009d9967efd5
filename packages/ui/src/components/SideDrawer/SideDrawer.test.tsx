import { screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { MembershipThemeProvider, theme } from "../../theme/index.js";
import { MenuButton } from "../MenuButton/MenuButton.js";
import { SideDrawer } from "./SideDrawer.js";

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <MenuButton ref={buttonRef} label="Menu" expanded={open} controls="drawer" />
      <SideDrawer
        id="drawer"
        open={open}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
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
    const { drawer, menu } = await openDrawer();
    expect(drawer.matches(":modal")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "First" }));
    // Its owner's state followed the browser: the button says the drawer is open.
    expect(menu).toHaveAttribute("aria-expanded", "true");
  });

  it("opens from its menu button with no script of its own: the button's command", () => {
    renderWithTheme(
      <>
        <MenuButton label="Menu" expanded={false} controls="bare" />
        <SideDrawer id="bare" open={false} onClose={() => {}} label="Menu">
          <a href="#price">PRICE</a>
        </SideDrawer>
      </>,
    );
    screen.getByRole("button", { name: "Menu" }).click();
    expect(screen.getByRole("dialog", { name: "Menu" }).matches(":modal")).toBe(true);
  });

  it("keeps a drawer the visitor opened before the app hydrated, every frame, and its owner follows", async () => {
    // The prerendered page: the menu button and the closed drawer, as the server sends them.
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(
      <MembershipThemeProvider theme={theme}>
        <DrawerHarness />
      </MembershipThemeProvider>,
    );
    // The visitor taps the menu before the app: the browser opens the drawer.
    container.querySelector("button")?.click();
    const dialog = container.querySelector("dialog");
    expect(dialog?.open).toBe(true);
    // Every frame from now until after hydration shows it open.
    const closedFrames: number[] = [];
    let sampling = true;
    const sample = () => {
      if (!sampling) return;
      if (!dialog?.open) closedFrames.push(performance.now());
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    const root = hydrateRoot(
      container,
      <MembershipThemeProvider theme={theme}>
        <DrawerHarness />
      </MembershipThemeProvider>,
    );
    try {
      await waitFor(() =>
        expect(container.querySelector("button")).toHaveAttribute("aria-expanded", "true"),
      );
      await new Promise((done) => setTimeout(done, 100));
      sampling = false;
      expect(dialog?.open).toBe(true);
      expect(closedFrames).toEqual([]);
    } finally {
      root.unmount();
      container.remove();
    }
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
    // The backdrop shows right of the 85vw-wide drawer.
    await userEvent.click(document.body, { position: { x: window.innerWidth - 5, y: 10 } });
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
    expect(getComputedStyle(drawer).transitionDuration).toBe("0.2s, 0.2s, 0.2s");
    expect(getComputedStyle(drawer, "::backdrop").transitionDuration).toBe("0.2s, 0.2s, 0.2s");
  });
});
