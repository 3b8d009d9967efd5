import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { HeroCard } from "./HeroCard.js";

describe("HeroCard", () => {
  it("renders the page's h1 by default, with text and image", async () => {
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
    // An image is visible once decoded, which takes a moment on a busy machine.
    await vi.waitFor(() => expect(screen.getByRole("img", { name: "A doctor" })).toBeVisible());
  });

  it("shows what it is given under the text, such as an offer and its call to action", () => {
    renderWithTheme(
      <HeroCard title="Virtual care" text="Around the clock.">
        <a href="#plans">See the plans</a>
      </HeroCard>,
    );
    const hero = screen.getByRole("heading", { level: 1 }).closest("section");
    expect(hero).toContainElement(screen.getByRole("link", { name: "See the plans" }));
  });

  it("takes another heading level for a second hero on a page", () => {
    renderWithTheme(<HeroCard title="Family health" headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2, name: "Family health" })).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("draws the card variant as a rounded card and the band as a flat full-width section", () => {
    renderWithTheme(
      <>
        <HeroCard title="Band hero" />
        <HeroCard title="Card hero" headingLevel={2} variant="card" />
      </>,
    );
    const radius = (name: string) =>
      getComputedStyle(screen.getByRole("heading", { name }).closest("section") as Element)
        .borderTopLeftRadius;
    expect(radius("Band hero")).toBe("0px");
    expect(radius("Card hero")).not.toBe("0px");
  });
});
