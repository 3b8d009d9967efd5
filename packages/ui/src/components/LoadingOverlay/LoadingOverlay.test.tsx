import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { commands } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { LoadingOverlay } from "./LoadingOverlay.js";

describe("LoadingOverlay", () => {
  afterEach(async () => {
    await commands.setReducedMotion(false);
  });

  it("announces itself in a polite status region while visible", () => {
    const { rerender } = renderWithTheme(<LoadingOverlay visible={false} label="Sending" />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("");
    rerender(<LoadingOverlay visible label="Sending" />);
    expect(screen.getByRole("status")).toHaveTextContent("Sending");
  });

  it("says 'Loading' by default", () => {
    renderWithTheme(<LoadingOverlay visible />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
  });

  it("shows a message under the spinner and announces it in place of the label", () => {
    const { rerender } = renderWithTheme(<LoadingOverlay visible label="Processing" />);
    const message = "Still processing your payment — don't close this page";
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    rerender(<LoadingOverlay visible label="Processing" message={message} />);
    expect(screen.getByRole("status")).toHaveTextContent(message);
    expect(screen.getByTestId("loading-overlay")).toHaveTextContent(message);
    const shown = screen.getByTestId("loading-overlay").querySelector("p");
    expect(shown).toBeVisible();
  });

  it("covers the page when visible and fades over 0.3 s", () => {
    renderWithTheme(<LoadingOverlay visible />);
    const overlay = screen.getByTestId("loading-overlay");
    const style = getComputedStyle(overlay);
    expect(style.position).toBe("fixed");
    expect(style.opacity).toBe("1");
    expect(style.transitionProperty).toBe("opacity, visibility");
    expect(style.transitionDuration.split(", ")[0]).toBe("0.3s");
  });

  it("lets clicks through and hides when not visible", () => {
    renderWithTheme(<LoadingOverlay visible={false} />);
    const style = getComputedStyle(screen.getByTestId("loading-overlay"));
    expect(style.opacity).toBe("0");
    expect(style.pointerEvents).toBe("none");
  });

  it("does not fade when the visitor prefers reduced motion", async () => {
    await commands.setReducedMotion(true);
    renderWithTheme(<LoadingOverlay visible />);
    const duration = getComputedStyle(screen.getByTestId("loading-overlay")).transitionDuration;
    expect(Number.parseFloat(duration)).toBeLessThan(0.001);
  });
});
