import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { ProductDescription } from "./ProductDescription.js";

describe("ProductDescription", () => {
  it("shows a title, its text and a described picture", async () => {
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
    // An image is visible once decoded, which takes a moment on a busy machine.
    await vi.waitFor(() =>
      expect(screen.getByRole("img", { name: "Our team at work" })).toBeVisible(),
    );
  });
});
