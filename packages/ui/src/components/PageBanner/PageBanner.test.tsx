import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { bannerAlignment, PageBanner } from "./PageBanner.js";

describe("PageBanner", () => {
  it("shows title, body and a button that reports clicks", async () => {
    const onButtonClick = vi.fn();
    renderWithTheme(
      <PageBanner
        title="Get a 30-day trial version for ONLY $3.29"
        body="Care for the whole family."
        buttonText="See plans"
        onButtonClick={onButtonClick}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Get a 30-day trial version for ONLY $3.29" }),
    ).toBeVisible();
    expect(screen.getByText("Care for the whole family.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "See plans" }));
    expect(onButtonClick).toHaveBeenCalledOnce();
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["missing", undefined],
  ])("has no button when its text is %s", (_case, buttonText) => {
    renderWithTheme(<PageBanner title="Title" body="Body" buttonText={buttonText} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("makes the button a link when given an href, e.g. to dial support", () => {
    renderWithTheme(
      <PageBanner title="Title" body="Body" buttonText="Call us" buttonHref="tel:8005550100" />,
    );
    expect(screen.getByRole("link", { name: "Call us" })).toHaveAttribute("href", "tel:8005550100");
  });

  it.each([
    [1, "start", "start"],
    [2, "center", "center"],
    [3, "end", "end"],
    [undefined, "end", "end"],
  ] as const)("lays out position %s as the %s variant", (position, variant, textAlign) => {
    const { container } = renderWithTheme(
      <PageBanner title="Title" body="Body" position={position} />,
    );
    const section = container.querySelector("section");
    expect(section).toHaveAttribute("data-variant", variant);
    expect(bannerAlignment(position)).toBe(variant);
    expect(
      getComputedStyle(screen.getByRole("heading").parentElement as HTMLElement).textAlign,
    ).toBe(textAlign);
  });

  it("shows the background image", () => {
    const image = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    const { container } = renderWithTheme(
      <PageBanner title="Title" body="Body" backgroundImage={image} />,
    );
    expect(
      getComputedStyle(container.querySelector("section") as HTMLElement).backgroundImage,
    ).toContain("data:image/svg+xml");
  });
});
