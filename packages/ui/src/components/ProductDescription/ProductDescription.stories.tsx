import type { Meta, StoryObj } from "@storybook/react-vite";
import { productImage } from "../../stories/fixtures.js";
import { ProductDescription } from "./ProductDescription.js";

const meta = {
  title: "Page/ProductDescription",
  component: ProductDescription,
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
