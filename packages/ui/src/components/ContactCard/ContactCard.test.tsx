import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { ContactCard } from "./ContactCard.js";

describe("ContactCard", () => {
  it("gives phone, e-mail, hours, emergency and billing advice", () => {
    renderWithTheme(
      <ContactCard
        title="Customer service"
        phoneLabel="(800) 555-0100"
        phoneHref="tel:8005550100"
        email="help@example.test"
        hours={[
          "Monday to Friday 9:00 AM to 9:00 PM EST",
          "Saturday and Sunday 9:00 AM to 5:00 PM EST",
        ]}
        emergencyAdvice="In an emergency, dial 911."
        billingHelp="Get in touch for billing help."
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Customer service" })).toBeVisible();
    expect(screen.getByRole("link", { name: "(800) 555-0100" })).toHaveAttribute(
      "href",
      "tel:8005550100",
    );
    expect(screen.getByRole("link", { name: "help@example.test" })).toHaveAttribute(
      "href",
      "mailto:help@example.test",
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Monday to Friday 9:00 AM to 9:00 PM EST",
      "Saturday and Sunday 9:00 AM to 5:00 PM EST",
    ]);
    expect(screen.getByText("In an emergency, dial 911.")).toBeVisible();
    expect(screen.getByText("Get in touch for billing help.")).toBeVisible();
  });
});
