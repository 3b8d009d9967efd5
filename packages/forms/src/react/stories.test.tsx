import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import * as cancelDialogStories from "./CancelDialogForm/CancelDialogForm.stories.js";
import * as cancellationStories from "./CancellationForm/CancellationForm.stories.js";
import * as checkoutStories from "./CheckoutForm/CheckoutForm.stories.js";
import * as contactStories from "./ContactForm/ContactForm.stories.js";

// Storybook's core annotations give play functions their `canvas` and `userEvent`.
setProjectAnnotations([]);

const storyFiles = {
  ContactForm: composeStories(contactStories),
  CancellationForm: composeStories(cancellationStories),
  CheckoutForm: composeStories(checkoutStories),
  CancelDialogForm: composeStories(cancelDialogStories),
};

let canvasElement: HTMLElement | undefined;

afterEach(() => {
  canvasElement?.remove();
});

// Like Storybook's a11y addon: the whole page, without the landmark rule that isolated
// components cannot meet.
async function axeViolations() {
  const results = await axe.run(document.body, {
    resultTypes: ["violations"],
    rules: { region: { enabled: false } },
  });
  return results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.length }));
}

// The play functions are the Storybook interaction tests; here they also have to pass axe, as the
// ui package's Storybook test run demands of every story.
describe.each(Object.entries(storyFiles))("%s stories", (_, stories) => {
  it.each(Object.entries(stories))("%s plays and has no axe violations", async (_, Story) => {
    canvasElement = document.body.appendChild(document.createElement("div"));
    await Story.run({ canvasElement });
    expect(await axeViolations()).toEqual([]);
  });
});
