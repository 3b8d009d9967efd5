import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef, useState } from "react";
import { expect, waitFor } from "storybook/test";
import { MenuButton } from "../MenuButton/MenuButton.js";
import { SideDrawer } from "./SideDrawer.js";

function DrawerDemo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <MenuButton ref={buttonRef} label="Menu" expanded={open} controls="demo-drawer" />
      <SideDrawer
        id="demo-drawer"
        open={open}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
        labelledBy="demo-drawer-title"
        returnFocusRef={buttonRef}
      >
        <h2 id="demo-drawer-title">Menu</h2>
        <a href="#home">HOME</a>
        <a href="#price">PRICE</a>
      </SideDrawer>
    </>
  );
}

/**
 * The navigation drawer of phones and tablets: a modal `<dialog>`. It slides in from the side in
 * 200 ms over a dimmed backdrop, takes the keyboard focus to its first link, and closes on a tap on
 * the backdrop, a tap in the drawer or Escape, giving the focus back to the menu button. The menu
 * button opens it with no script (an invoker command), so a tap answers before the app is in; the
 * header's state follows the dialog. A page never shows it on its own.
 *
 * **Do** title it ("Menu") so screen readers announce what opened.
 *
 * **Don't** put forms or long content in it: it is for navigation only.
 */
const meta = {
  title: "Page frame/SideDrawer",
  component: SideDrawer,
  // Shown in its own frame on the docs page: it covers the viewport.
  parameters: { docs: { story: { inline: false, height: "420px" } } },
  args: { open: false, onClose: () => {}, children: null },
  render: (args) => <DrawerDemo initiallyOpen={args.open} />,
  globals: { viewport: { value: "phone" } },
} satisfies Meta<typeof SideDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
} satisfies Story;

export const Open = {
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("dialog", { name: "Menu" })).toBeVisible();
  },
} satisfies Story;

export const ClosedByBackdrop = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const menu = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(menu);
    await expect(canvas.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "HOME" })).toHaveFocus();
    // The backdrop is the browser's ::backdrop of the dialog, right of the 85vw-wide drawer: a tap there lands on
    // the dialog element, outside its box.
    const width = canvasElement.ownerDocument.defaultView?.innerWidth ?? 360;
    await userEvent.pointer({
      keys: "[MouseLeft]",
      target: canvas.getByRole("dialog", { name: "Menu" }),
      coords: { clientX: width - 5, clientY: 10 },
    });
    await expect(menu).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
} satisfies Story;
