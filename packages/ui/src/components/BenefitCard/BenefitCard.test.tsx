import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/render.js";
import { BenefitCard, BenefitGrid } from "./BenefitCard.js";

const icon = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
const titles = [
  "Primary Care",
  "Urgent Care",
  "Mental Health",
  "Care Navigation",
  "Dermatology",
  "Physical Therapists",
  "Assistance 24-7-365",
  "Medical Prescriptions",
  "Specialty Referral",
  "Virtual Consultation",
] as const;
const benefits = titles.map((cardTitle) => ({
  cardTitle,
  cardIcon: icon,
  cardDescription: `About ${cardTitle}`,
  iconAlt: "",
}));

describe("BenefitCard", () => {
  it("shows icon, title and description", () => {
    renderWithTheme(
      <BenefitCard
        cardTitle="Dermatology"
        cardIcon={icon}
        cardDescription="Skin care."
        iconAlt="Skin"
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Dermatology" })).toBeVisible();
    expect(screen.getByText("Skin care.")).toBeVisible();
    expect(screen.getByRole("img", { name: "Skin" })).toHaveAttribute("src", icon);
  });
});

describe("BenefitGrid", () => {
  it("lists the ten benefits in order", () => {
    renderWithTheme(<BenefitGrid benefits={benefits} label="Benefits" />);
    const list = screen.getByRole("list", { name: "Benefits" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(
      within(list)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual([...titles]);
  });
});
