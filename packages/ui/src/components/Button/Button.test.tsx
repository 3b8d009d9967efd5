import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
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

describe("ButtonLink", () => {
  it("is a link with the given href", () => {
    renderWithTheme(<ButtonLink href="tel:8005550100">Call</ButtonLink>);
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:8005550100");
  });
});
