import type { Meta, StoryObj } from "@storybook/react-vite";
import { productImage } from "../../stories/fixtures.js";
import { ProductDescription } from "./ProductDescription.js";

/**
 * A title and text on the left with a picture on the right from tablet width (stacked on phones),
 * such as the about page's "Who are we?".
 */
const meta = {
  title: "Page blocks/ProductDescription",
  component: ProductDescription,
  // Shows no colour or radius a brand overrides: the visual check expects its stories the same under every brand.
  tags: ["brand-neutral"],
  args: {
    title: "Who are we?",
    img: productImage,
    imgAlt: "Two membership cards side by side",
    children: <p>We bring families closer to licensed physicians with one monthly membership.</p>,
  },
} satisfies Meta<typeof ProductDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {} satisfies Story;

export const TitleOnly = { args: { children: undefined } } satisfies Story;
