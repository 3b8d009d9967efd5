import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { ProductDescription } from "./ProductDescription.js";

describe("ProductDescription", () => {
  it("shows a title, its text and a described picture", () => {
    renderWithTheme(
      <ProductDescription
        title="Who are we?"
        img="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
        imgAlt="Our team at work"
      >
        <p>We connect families with licensed physicians.</p>
      </ProductDescription>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Who are we?" })).toBeVisible();
    expect(screen.getByText("We connect families with licensed physicians.")).toBeVisible();
    expect(screen.getByRole("img", { name: "Our team at work" })).toBeVisible();
  });
});
