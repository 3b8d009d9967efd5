import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { splitPrice } from "../../shared/price.js";
import { renderWithTheme } from "../../test/render.js";
import { CheckboxField } from "../CheckboxField/CheckboxField.js";
import { PlanCard, type PlanCardData, PlanCardList } from "./PlanCard.js";

const basic = {
  subscriptionType: "BASIC",
  subscriptionPrice: "$39.95",
  subscriptionTrialInfo: "Trial for 30 days at",
  subscriptionTrialPrice: "$3.29",
  subscriptionDescription: "Monthly",
  subscriptionButtonText: "Buy",
} as const satisfies PlanCardData;

const premium = { ...basic, subscriptionType: "PREMIUM", subscriptionPrice: "$49.95" } as const;

describe("splitPrice", () => {
  it.each([
    ["$39.95", "$39", ".95"],
    ["$49.95", "$49", ".95"],
    ["$3.29", "$3", ".29"],
    ["$40", "$40", ""],
  ])("splits %s into %s and %s", (price, dollars, cents) => {
    expect(splitPrice(price)).toEqual({ dollars, cents });
  });
});

describe("PlanCard", () => {
  it("shows the plan, the trial line and 'Monthly'", () => {
    renderWithTheme(<PlanCard plan={basic} />);
    const card = screen.getByRole("article", { name: "BASIC" });
    expect(within(card).getByRole("heading", { level: 3, name: "BASIC" })).toBeVisible();
    expect(card.textContent).toContain("$39.95");
    expect(card.textContent).toContain("Trial for 30 days at $3.29");
    expect(within(card).getByText("Monthly")).toBeVisible();
  });

  it("shows the dollars large and the cents small", () => {
    renderWithTheme(<PlanCard plan={basic} />);
    const dollars = screen.getByText("$39");
    const cents = screen.getByText(".95");
    expect(Number.parseFloat(getComputedStyle(dollars).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(cents).fontSize),
    );
  });

  it("calls onBuy from its Buy button, which names the plan", async () => {
    const onBuy = vi.fn();
    renderWithTheme(<PlanCard plan={basic} onBuy={onBuy} />);
    const buy = screen.getByRole("button", { name: "Buy" });
    expect(buy).toHaveAccessibleDescription("BASIC");
    await userEvent.click(buy);
    expect(onBuy).toHaveBeenCalledOnce();
  });

  it("has no button in the checkout variant, a fixed 25em height and the terms slot", () => {
    renderWithTheme(
      <PlanCard
        plan={premium}
        variant="checkout"
        termsSlot={
          <CheckboxField name="terms" label={<a href="/terms-of-service">I accept the terms</a>} />
        }
      />,
    );
    const card = screen.getByRole("article", { name: "PREMIUM" });
    expect(within(card).queryByRole("button")).toBeNull();
    const style = getComputedStyle(card);
    expect(Number.parseFloat(style.height)).toBeCloseTo(25 * Number.parseFloat(style.fontSize), 0);
    expect(within(card).getByRole("checkbox", { name: "I accept the terms" })).toBeVisible();
    expect(within(card).getByRole("link", { name: "I accept the terms" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
  });

  it("sizes itself to its content elsewhere", () => {
    renderWithTheme(
      <>
        <PlanCard plan={basic} />
        <PlanCard plan={premium} variant="checkout" />
      </>,
    );
    const normal = screen.getByRole("article", { name: "BASIC" });
    const checkout = screen.getByRole("article", { name: "PREMIUM" });
    expect(normal.getBoundingClientRect().height).not.toBeCloseTo(
      checkout.getBoundingClientRect().height,
      0,
    );
    expect(normal.scrollHeight).toBe(normal.clientHeight);
  });
});

describe("PlanCardList", () => {
  it("lists both plans and reports which one was bought", async () => {
    const onBuy = vi.fn();
    renderWithTheme(<PlanCardList plans={[basic, premium]} onBuy={onBuy} label="Plans" />);
    const list = screen.getByRole("list", { name: "Plans" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const premiumCard = screen.getByRole("article", { name: "PREMIUM" });
    await userEvent.click(within(premiumCard).getByRole("button", { name: "Buy" }));
    expect(onBuy).toHaveBeenCalledWith(premium);
  });
});
