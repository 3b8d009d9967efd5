import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithTheme } from "../../test/render.js";
import { Footer, type FooterProps } from "./Footer.js";

const props: FooterProps = {
  phoneLabel: "(800) 555-0100",
  phoneHref: "tel:8005550100",
  email: "help@example.test",
  addressLines: ["100 Example Way, Suite 1", "Orlando, FL 32801"],
  legalNotice: "Acme Health is an authorized reseller.",
  billingNotice: "You get a text or email notice 48 hours before your monthly bill date.",
  howToCancel: "Cancel by phone or through the cancel page.",
  disclaimer: "These products have not been evaluated and give no medical advice.",
  copyright: "© 2025 Acme Health. All rights reserved.",
  paymentCards: [
    { label: "Visa", src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" },
    {
      label: "Mastercard",
      src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
    },
  ],
  links: [
    { label: "Security policy", to: "security-policy" },
    { label: "Delivery policy", to: "delivery-policy" },
  ],
};

describe("Footer", () => {
  it("is the page's contentinfo landmark with phone, e-mail and address", () => {
    renderWithTheme(<Footer {...props} />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "(800) 555-0100" })).toHaveAttribute(
      "href",
      "tel:8005550100",
    );
    expect(within(footer).getByRole("link", { name: "help@example.test" })).toHaveAttribute(
      "href",
      "mailto:help@example.test",
    );
    expect(footer.querySelector("address")?.textContent).toContain("Orlando, FL 32801");
  });

  it.each([
    ["legal notice", props.legalNotice],
    ["48-hour billing notice", props.billingNotice],
    ["how to cancel", props.howToCancel],
    ["disclaimer", props.disclaimer],
    ["copyright", props.copyright],
  ])("shows the %s", (_name, text) => {
    renderWithTheme(<Footer {...props} />);
    expect(screen.getByText(String(text))).toBeVisible();
  });

  it("shows the payment-card icons with their names", () => {
    renderWithTheme(<Footer {...props} />);
    const cards = screen.getByRole("list", { name: "Accepted payment cards" });
    expect(
      within(cards)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["Visa", "Mastercard"]);
  });

  it("links to the policies without a leading slash", () => {
    renderWithTheme(<Footer {...props} />);
    const nav = screen.getByRole("navigation", { name: "Policies" });
    expect(within(nav).getByRole("link", { name: "Security policy" })).toHaveAttribute(
      "href",
      "security-policy",
    );
    expect(within(nav).getByRole("link", { name: "Delivery policy" })).toHaveAttribute(
      "href",
      "delivery-policy",
    );
  });

  it("offers the privacy choices as a button after the policy links", async () => {
    const onPress = vi.fn();
    renderWithTheme(<Footer {...props} privacyChoices={{ label: "Privacy choices", onPress }} />);
    const nav = screen.getByRole("navigation", { name: "Policies" });
    const list = within(nav).getByRole("list");
    const button = within(list).getByRole("button", { name: "Privacy choices" });
    expect(button).toHaveAttribute("type", "button");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Security policy", "Delivery policy", "Privacy choices"]);
    expect(button.closest("li")?.parentElement).toBe(list);
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it("has no privacy choices button unless the site asks for consent", () => {
    renderWithTheme(<Footer {...props} />);
    const nav = screen.getByRole("navigation", { name: "Policies" });
    expect(within(nav).queryByRole("button")).toBeNull();
    expect(within(nav).getAllByRole("listitem")).toHaveLength(2);
  });

  it("renders policy links with the site's renderLink", () => {
    renderWithTheme(
      <Footer
        {...props}
        renderLink={({ to, children }) => (
          <a href={`/base/${to}`} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole("link", { name: "Security policy" })).toHaveAttribute(
      "data-router",
      "yes",
    );
  });
});
