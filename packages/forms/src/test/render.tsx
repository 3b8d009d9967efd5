import { type RenderOptions, type RenderResult, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { ThemeWrapper } from "./fixtures.js";

/** Renders inside the ui package's required theme provider. */
export function renderWithTheme(
  ui: ReactElement,
  options: Omit<RenderOptions, "wrapper"> = {},
): RenderResult {
  return render(ui, { wrapper: ThemeWrapper, ...options });
}

// The ui fields append an aria-hidden "*" to a required field's label; the accessible name has none.
const withoutRequiredMark = (text: string) => text.replace(/\s+/g, " ").replace(/\*$/, "").trim();

/** The input, select or textarea whose visible label reads `label` (required mark aside). */
export function getField(label: string): HTMLElement {
  return screen.getByLabelText(label, {
    selector: "input, select, textarea",
    normalizer: withoutRequiredMark,
  });
}
