import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { consentCategories, consentNoticeTexts } from "../../stories/fixtures.js";
import { PageFiller } from "../../stories/Surfaces.js";
import { FloatingCancelButton } from "../FloatingCancelButton/FloatingCancelButton.js";
import { ConsentNotice } from "./ConsentNotice.js";

const texts = consentNoticeTexts;
const categories = consentCategories;

/** The widths of the answers' buttons, which carry equal weight. */
function widths(buttons: HTMLElement[]): number[] {
  return buttons.map((button) => Math.round(button.getBoundingClientRect().width));
}

/**
 * The notice a site that needs consent shows at the bottom of the viewport before anything needing it runs: accept,
 * refuse and choose side by side, as wide and as prominent as each other. Choose shows a checkbox per category and a
 * Save button. It is a labelled region, not a modal: it covers the bottom of the page, which stays usable behind it.
 * When the browser sends Global Privacy Control, the notice says the signal was honoured and only closes.
 *
 * **Do** keep accept, refuse and choose the same variant and width: none may be nudged.
 *
 * **Don't** show it on a page where nothing needs consent (the payment page).
 */
const meta = {
  title: "Page frame/ConsentNotice",
  component: ConsentNotice,
  args: { texts, categories, onChoice: fn() },
  // Fixed to the bottom of the viewport: shown in its own frame on the docs page, over a page that scrolls under it.
  parameters: { docs: { story: { inline: false, height: "420px" } }, layout: "fullscreen" },
  decorators: [
    (Story) => (
      <>
        <PageFiller>Page content</PageFiller>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ConsentNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit: the three answers, and nothing needing consent runs until one is given. */
export const Default = {
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByRole("region", { name: "Your privacy choices" });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent(/With your permission, this site uses services/);
    // Shown by the page, not asked for: it leaves the focus where it is.
    await expect(notice).not.toContainElement(document.activeElement as HTMLElement | null);
    const answers = ["Accept", "Refuse", "Choose"].map((name) =>
      canvas.getByRole("button", { name }),
    );
    await expect(new Set(widths(answers)).size).toBe(1);
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await expect(args.onChoice).toHaveBeenLastCalledWith(["analytics", "marketing"]);
    await userEvent.click(canvas.getByRole("button", { name: "Refuse" }));
    await expect(args.onChoice).toHaveBeenLastCalledWith([]);
    // Not a modal: the page behind stays usable, and using it answers nothing.
    await userEvent.click(canvas.getByText("Page content"));
    await expect(notice).not.toContainElement(document.activeElement as HTMLElement | null);
    await expect(notice).toBeVisible();
    await expect(args.onChoice).toHaveBeenCalledTimes(2);
  },
} satisfies Story;

/** Choose replaces the answers with the categories: the focus goes on to the first checkbox. */
export const ChooseFromAsk = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Choose" }));
    const analytics = canvas.getByRole("checkbox", { name: "Analytics" });
    await expect(analytics).toHaveFocus();
    await expect(analytics).not.toBeChecked();
    await expect(canvas.getByRole("group", { name: "Allow:" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Accept" })).toBeNull();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Marketing" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save my choices" }));
    await expect(args.onChoice).toHaveBeenCalledOnce();
    await expect(args.onChoice).toHaveBeenCalledWith(["marketing"]);
  },
} satisfies Story;

/** Opened again (e.g. from the footer's "Privacy choices"): the stored choice is checked. */
export const Choose = {
  args: { view: "choose", allowed: ["analytics"] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("region", { name: "Your privacy choices" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Allow:" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Analytics" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
    await expect(canvas.queryByRole("button", { name: "Accept" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Save my choices" }));
    await expect(args.onChoice).toHaveBeenCalledOnce();
    await expect(args.onChoice).toHaveBeenCalledWith(["analytics"]);
  },
} satisfies Story;

/** The browser sends Global Privacy Control: the notice says it was honoured and only closes. */
export const HonouredSignal = {
  args: {
    honouredSignal:
      "Your browser sent a Global Privacy Control signal, so this site refused these services for you.",
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        "Your browser sent a Global Privacy Control signal, so this site refused these services for you.",
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Close",
    ]);
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(args.onChoice).toHaveBeenCalledOnce();
    await expect(args.onChoice).toHaveBeenCalledWith([]);
  },
} satisfies Story;

/**
 * Beside the floating "Cancel Product" button, which shares its corner: the button rises above the notice while it
 * shows, so it never hides under it, and goes back to its corner once the notice is answered.
 */
export const BesideTheFloatingButton = {
  decorators: [
    (Story) => (
      <>
        <FloatingCancelButton label="Cancel Product" />
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    const notice = canvas.getByRole("region", { name: "Your privacy choices" });
    const cancel = canvas.getByRole("button", { name: "Cancel Product" });
    // Above the notice, and what a tap on its middle reaches.
    await waitFor(() => {
      const { x, y, width, height, bottom } = cancel.getBoundingClientRect();
      expect(bottom).toBeLessThanOrEqual(notice.getBoundingClientRect().top);
      expect(document.elementFromPoint(x + width / 2, y + height / 2)).toBe(cancel);
    });
  },
} satisfies Story;
