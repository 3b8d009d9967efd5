import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { MenuButton } from "./MenuButton.js";

describe("MenuButton", () => {
  it("is named, says whether its drawer is open and which one it controls", async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <MenuButton label="Menu" expanded={false} controls="drawer" onClick={onClick} />,
    );
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "drawer");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
