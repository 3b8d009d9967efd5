import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { theme } from "../../theme/theme.js";
import { SectionInfo } from "./SectionInfo.js";

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe("SectionInfo", () => {
  it.each([
    ["primary", theme.colors.brand.primary],
    ["secondary", theme.colors.brand.secondary],
    ["accent", theme.colors.brand.accent],
    ["subtle", theme.colors.surface.subtle],
    ["inverse", theme.colors.surface.inverse],
  ] as const)("paints the %s colour behind its title", (color, background) => {
    renderWithTheme(<SectionInfo title="Get to know the team" color={color} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Get to know the team" });
    const section = heading.closest("section") as HTMLElement;
    expect(getComputedStyle(section).backgroundColor).toBe(rgb(background));
  });
});
