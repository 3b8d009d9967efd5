import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commands, page, userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { Header, type HeaderProps } from "./Header.js";

const navItems = [
  { label: "HOME", to: "/" },
  { label: "ABOUT US", to: "/about-us" },
  { label: "PRICE", to: "/price" },
  { label: "CONTACT", to: "/contact" },
  { label: "CANCEL", to: "/cancel-service" },
] as const;

const props: HeaderProps = {
  navItems,
  activePath: "/price",
  loginHref: "https://portal.example.test/login",
  callHref: "tel:8005550100",
  socialLinks: [
    { label: "Facebook", href: "https://social.example.test/acme", icon: "facebook" },
    { label: "Instagram", href: "https://photos.example.test/acme", icon: "instagram" },
  ],
  logo: {
    src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
    alt: "Acme Health",
  },
};

describe("Header on a desktop screen", () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it("shows the nav items in order, then LOGIN and CALL NOW", () => {
    renderWithTheme(<Header {...props} />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual([
      "HOME",
      "ABOUT US",
      "PRICE",
      "CONTACT",
      "CANCEL",
      "LOGIN (opens in a new tab)",
      "CALL NOW",
    ]);
  });

  it("underlines only the active item and marks it as the current page", () => {
    renderWithTheme(<Header {...props} />);
    const price = screen.getByRole("link", { name: "PRICE" });
    const home = screen.getByRole("link", { name: "HOME" });
    expect(price).toHaveAttribute("aria-current", "page");
    expect(home).not.toHaveAttribute("aria-current");
    expect(getComputedStyle(price).textDecorationLine).toBe("underline");
    expect(getComputedStyle(home).textDecorationLine).toBe("none");
  });

  it("opens LOGIN in a new tab without sharing the opener", () => {
    renderWithTheme(<Header {...props} />);
    const login = screen.getByRole("link", { name: /LOGIN/ });
    expect(login).toHaveAttribute("href", props.loginHref);
    expect(login).toHaveAttribute("target", "_blank");
    expect(login).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("makes CALL NOW a tel: link", () => {
    renderWithTheme(<Header {...props} />);
    expect(screen.getByRole("link", { name: "CALL NOW" })).toHaveAttribute(
      "href",
      "tel:8005550100",
    );
  });

  it("links to the two social profiles by name", () => {
    renderWithTheme(<Header {...props} />);
    const facebook = screen.getByRole("link", { name: "Facebook (opens in a new tab)" });
    const instagram = screen.getByRole("link", { name: "Instagram (opens in a new tab)" });
    expect(facebook).toHaveAttribute("href", "https://social.example.test/acme");
    expect(instagram).toHaveAttribute("href", "https://photos.example.test/acme");
    expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders links with renderLink and reports navigation", async () => {
    const onNavigate = vi.fn();
    const renderLink = vi.fn(({ to, children, ...rest }) => (
      <a
        href={to}
        data-router="yes"
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          rest.onClick?.(event);
        }}
      >
        {children}
      </a>
    ));
    renderWithTheme(<Header {...props} renderLink={renderLink} onNavigate={onNavigate} />);
    const contact = screen.getByRole("link", { name: "CONTACT" });
    expect(contact).toHaveAttribute("data-router", "yes");
    await userEvent.click(contact);
    expect(onNavigate).toHaveBeenCalledWith("/contact");
  });

  it("scrolls to the top when the logo is pressed", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const onLogoClick = vi.fn();
    renderWithTheme(<Header {...props} onLogoClick={onLogoClick} />);
    await userEvent.click(screen.getByRole("button", { name: "Acme Health" }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(onLogoClick).toHaveBeenCalledOnce();
    scrollTo.mockRestore();
  });

  it("links to the page in the other language, named in it, without the switch when there is none", () => {
    const { unmount } = renderWithTheme(
      <Header
        {...props}
        languageLinks={[{ label: "Español", href: "/es/price", lang: "es-US" }]}
      />,
    );
    const link = screen.getByRole("link", { name: "Español" });
    expect(link).toHaveAttribute("href", "/es/price");
    expect(link).toHaveAttribute("hreflang", "es-US");
    expect(link).toHaveAttribute("lang", "es-US");
    unmount();
    renderWithTheme(<Header {...props} />);
    expect(screen.queryByRole("link", { name: "Español" })).toBeNull();
  });

  it("hides the menu button", () => {
    renderWithTheme(<Header {...props} />);
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
  });
});

describe("Header on a phone", () => {
  beforeEach(async () => {
    await page.viewport(360, 740);
  });

  afterEach(async () => {
    await commands.setReducedMotion(false);
  });

  it("hides the nav behind the menu button until it is opened", async () => {
    renderWithTheme(<Header {...props} />);
    expect(screen.queryByRole("link", { name: "HOME" })).toBeNull();
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(menu);

    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(menu).toHaveAttribute("aria-controls", drawer.id);
    expect(within(drawer).getByRole("link", { name: "PRICE" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(drawer).getByRole("link", { name: "CALL NOW" })).toHaveAttribute(
      "href",
      "tel:8005550100",
    );
    expect(document.activeElement).toBe(within(drawer).getByRole("link", { name: "HOME" }));
  });

  it("offers the language switch in the drawer", async () => {
    renderWithTheme(
      <Header {...props} languageLinks={[{ label: "English", href: "/price", lang: "en-US" }]} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("link", { name: "English" })).toHaveAttribute("href", "/price");
  });

  it("closes the drawer when a link in it is followed and gives focus back", async () => {
    const onNavigate = vi.fn();
    renderWithTheme(
      <Header
        {...props}
        onNavigate={onNavigate}
        renderLink={({ to, children, ...rest }) => (
          <a
            href={to}
            {...rest}
            onClick={(event) => {
              event.preventDefault();
              rest.onClick?.(event);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    const menu = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole("link", { name: "ABOUT US" }));
    expect(onNavigate).toHaveBeenCalledWith("/about-us");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(menu);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });

  it("slides the drawer in over 200 ms", async () => {
    renderWithTheme(<Header {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    // It slides; its display and top layer are held until a slide-out ends.
    expect(getComputedStyle(drawer).transitionDuration).toBe("0.2s, 0.2s, 0.2s");
    expect(getComputedStyle(drawer).transitionProperty).toBe("transform, overlay, display");
  });

  it("drops the drawer transition, focus still moving in, when the visitor prefers reduced motion", async () => {
    await commands.setReducedMotion(true);
    renderWithTheme(<Header {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(Number.parseFloat(getComputedStyle(drawer).transitionDuration)).toBeLessThan(0.001);
    expect(document.activeElement).toBe(within(drawer).getByRole("link", { name: "HOME" }));
  });
});
