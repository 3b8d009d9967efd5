import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { FloatingCancelButton } from "./FloatingCancelButton.js";

describe("FloatingCancelButton", () => {
  it("floats over the page and opens the cancellation dialog", async () => {
    const onClick = vi.fn();
    renderWithTheme(<FloatingCancelButton label="Cancel Product" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Cancel Product" });
    expect(getComputedStyle(button).position).toBe("fixed");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
