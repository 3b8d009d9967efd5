import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { bannerBackground, phoneHref } from "../../stories/fixtures.js";
import { PageBanner } from "./PageBanner.js";

/**
 * A full-width promotional band over a background picture (or the dark inverse surface), with a
 * title, a sentence and an optional button (or a link, such as a call to the support phone). Its
 * position on the page chooses the text layout: the first banner is aligned left, the second
 * centred, any later one right.
 *
 * **Do** keep the title to one line on desktop and the button label to one or two words.
 *
 * **Don't** place a banner right after another: the alternating alignment is meant to pace a long
 * page.
 */
const meta = {
  title: "Page blocks/PageBanner",
  component: PageBanner,
  args: {
    title: "Get a 30-day trial version for ONLY $3.29",
    body: "Peace of mind: see a doctor by video call 24/7.",
    buttonText: "See plans",
    onButtonClick: fn(),
    backgroundImage: bannerBackground,
    position: 1,
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Position1 = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "See plans" }));
    await expect(args.onButtonClick).toHaveBeenCalledOnce();
  },
} satisfies Story;

export const Position2 = {
  args: { position: 2, body: "User-friendly virtual primary care for the whole family." },
} satisfies Story;

export const Position3 = {
  args: { position: 3, body: "Save time and money with our telehealth plans." },
} satisfies Story;

export const WithoutButton = {
  args: { buttonText: "" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
} satisfies Story;

export const CallButton = {
  args: {
    title: "Privacy policy",
    body: "Questions about your data? Call us.",
    buttonText: "Call us",
    buttonHref: phoneHref,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Call us" })).toHaveAttribute("href", phoneHref);
  },
} satisfies Story;

export const WithoutBackgroundImage = { args: { backgroundImage: undefined } } satisfies Story;
