import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { HowItWorks } from "./HowItWorks.js";

const steps = ["Download the app.", "Pick a specialty.", "Choose a physician.", "Get a diagnosis."];
const image =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='400' height='300'/%3E";

describe("HowItWorks", () => {
  it("lists the four steps in order under its title", () => {
    renderWithTheme(
      <HowItWorks title="How it works" steps={steps} image={image} imageAlt="A phone" />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible();
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(steps);
  });

  it("puts the image left of the text on wide screens", async () => {
    await page.viewport(1280, 800);
    renderWithTheme(
      <HowItWorks title="How it works" steps={steps} image={image} imageAlt="A phone" />,
    );
    const picture = screen.getByRole("img", { name: "A phone" }).getBoundingClientRect();
    const heading = screen.getByRole("heading", { name: "How it works" }).getBoundingClientRect();
    expect(picture.right).toBeLessThanOrEqual(heading.left);
  });
});
