import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { Button, ButtonLink } from "./Button.js";

describe("Button", () => {
  it("is a type=button that calls onClick", async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Buy</Button>);
    const button = screen.getByRole("button", { name: "Buy" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("does not react when disabled", async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toBeDisabled();
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it("styles primary and secondary differently", () => {
    renderWithTheme(
      <>
        <Button>One</Button>
        <Button variant="secondary">Two</Button>
      </>,
    );
    const primary = getComputedStyle(screen.getByRole("button", { name: "One" }));
    const secondary = getComputedStyle(screen.getByRole("button", { name: "Two" }));
    expect(primary.backgroundColor).not.toBe(secondary.backgroundColor);
  });
});

describe("Button full width on phones", () => {
  const widths = [
    [390, "the form's width"],
    [1024, "its own width"],
  ] as const;

  it.each(widths)("at %i px is %s and at least 44 px tall", async (viewportWidth, expected) => {
    await page.viewport(viewportWidth, 844);
    renderWithTheme(
      <div style={{ width: "20rem" }}>
        <Button type="submit" fullWidth="phone">
          Purchase
        </Button>
      </div>,
    );
    const button = screen.getByRole("button", { name: "Purchase" }).getBoundingClientRect();
    const formWidth = 320;
    if (expected === "its own width") expect(button.width).toBeLessThan(formWidth);
    else expect(button.width).toBe(formWidth);
    expect(button.height).toBeGreaterThanOrEqual(44);
  });
});

describe("ButtonLink", () => {
  it("is a link with the given href", () => {
    renderWithTheme(<ButtonLink href="tel:8005550100">Call</ButtonLink>);
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:8005550100");
  });
});
