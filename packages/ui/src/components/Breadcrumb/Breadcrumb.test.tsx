import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { Breadcrumb } from "./Breadcrumb.js";

describe("Breadcrumb", () => {
  it("reads 'Home >> page name'", () => {
    renderWithTheme(<Breadcrumb pageName="About us" />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(nav.textContent).toBe("Home >> About us");
    expect(nav).toHaveTextContent("Home >> About us");
  });

  it("links Home to / and marks the current page", () => {
    renderWithTheme(<Breadcrumb pageName="Price" />);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByText("Price")).toHaveAttribute("aria-current", "page");
  });

  it("uses the given home link and renderer", () => {
    renderWithTheme(
      <Breadcrumb
        pageName="Contact"
        homeHref="/home"
        renderLink={({ to, children }) => (
          <a href={to} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const home = screen.getByRole("link", { name: "Home" });
    expect(home).toHaveAttribute("href", "/home");
    expect(home).toHaveAttribute("data-router", "yes");
  });
});
