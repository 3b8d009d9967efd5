import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { TeamCard } from "./TeamCard.js";

describe("TeamCard", () => {
  it("shows photo, name and job title", async () => {
    renderWithTheme(
      <TeamCard
        photo="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
        photoAlt="Portrait of Jane Doe"
        name="Jane Doe"
        jobTitle="Founder and CEO"
      />,
    );
    // An image is visible once decoded, which takes a moment on a busy machine.
    await vi.waitFor(() =>
      expect(screen.getByRole("img", { name: "Portrait of Jane Doe" })).toBeVisible(),
    );
    expect(screen.getByRole("heading", { level: 3, name: "Jane Doe" })).toBeVisible();
    expect(screen.getByText("Founder and CEO")).toBeVisible();
  });
});
