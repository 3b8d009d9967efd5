import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { Button } from "../Button/Button.js";
import { LoadingOverlay } from "./LoadingOverlay.js";

/**
 * Covers the page with a spinner while a form is being sent, fading in and out over 0.3 s; screen
 * readers hear its label ("Loading"). Visitors who ask for less motion see it without the fade and
 * with a slower spinner.
 *
 * **Don't** show it for instant actions: only for a request to the server.
 */
const meta = {
  title: "Dialogs/LoadingOverlay",
  component: LoadingOverlay,
  // Shown in its own frame on the docs page: it covers the viewport.
  parameters: { docs: { story: { inline: false, height: "240px" } } },
  args: { visible: true, label: "Loading" },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading");
  },
} satisfies Story;

/** A request that takes long: a visible line says what is going on. */
export const WithMessage = {
  args: {
    label: "Processing your payment",
    message: "Still processing your payment — don't close this page",
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(args.message ?? "");
  },
} satisfies Story;

// Shows no colour or radius a brand overrides: the visual check expects it the same under every brand.
export const Hidden = {
  args: { visible: false },
  tags: ["brand-neutral"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
} satisfies Story;

function SendingDemo() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setVisible(true);
          window.setTimeout(() => setVisible(false), 600);
        }}
      >
        Send
      </Button>
      <LoadingOverlay visible={visible} label="Sending your message" />
    </>
  );
}

export const FadesInAndOut = {
  render: () => <SendingDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Sending your message");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(""), {
      timeout: 2000,
    });
  },
} satisfies Story;
