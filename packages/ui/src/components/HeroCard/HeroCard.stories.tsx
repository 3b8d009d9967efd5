import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { heroImage } from "../../stories/fixtures.js";
import { ButtonLink } from "../Button/index.js";
import { HeroCard } from "./HeroCard.js";

/**
 * The opening block of a page: its main heading, an optional line of text and an optional picture.
 * The "band" variant spans the page width under the header; the "card" variant is a compact rounded
 * card, for several heroes side by side.
 *
 * **Do** use one band per page: its title is the page's only level-1 heading.
 *
 * **Don't** put body copy in it; one short sentence under the title at most.
 */
const meta = {
  title: "Page blocks/HeroCard",
  component: HeroCard,
  args: {
    title: "Access to a national network of licensed physicians",
    text: "Virtual care around the clock: 24 hours, 7 days, 365 days.",
    image: heroImage,
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof HeroCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Access to a national network of licensed physicians",
    );
  },
} satisfies Story;

/** The home page's first screen: the offer and the call to action that takes the visitor to the plans. */
export const WithOffer = {
  args: {
    image: undefined,
    children: (
      <>
        <p>30-day trial for $3.29, then from $39.95/month</p>
        <ButtonLink href="#plans">See the plans</ButtonLink>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "See the plans" })).toHaveAttribute(
      "href",
      "#plans",
    );
  },
} satisfies Story;

// Shows no colour or radius a brand overrides: the visual check expects it the same under every brand.
export const WithoutImage = {
  args: { image: undefined },
  tags: ["brand-neutral"],
} satisfies Story;

export const SecondHeroOnPage = {
  args: { title: "Take care of your family's health", headingLevel: 2 },
} satisfies Story;

export const Card = {
  args: {
    title: "See a medical professional anytime, anywhere",
    headingLevel: 2,
    variant: "card",
    image: undefined,
  },
} satisfies Story;
