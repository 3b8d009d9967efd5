import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { HeroCard } from "./HeroCard.js";

describe("HeroCard", () => {
  it("renders the page's h1 by default, with text and image", () => {
    renderWithTheme(
      <HeroCard
        title="Access to a national network of licensed physicians"
        text="Care around the clock."
        image={{
          src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
          alt: "A doctor",
        }}
      />,
    );
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "Access to a national network of licensed physicians",
      }),
    ).toBeVisible();
    expect(screen.getByText("Care around the clock.")).toBeVisible();
    expect(screen.getByRole("img", { name: "A doctor" })).toBeVisible();
  });

  it("takes another heading level for a second hero on a page", () => {
    renderWithTheme(<HeroCard title="Family health" headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Family health" })).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
