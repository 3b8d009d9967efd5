import { describe, expect, it } from "vitest";
import { createPageTable } from "../site/pageTable.js";
import { isPaymentPage } from "./paymentDocument.js";

describe("isPaymentPage", () => {
  const pages = createPageTable();
  it.each([
    ["/checkout", true],
    ["/checkout/", true],
    ["/Checkout", false],
    ["/checkouts", false],
    ["/checkout/extra", false],
    ["/", false],
    ["/price", false],
    ["/terms-and-conditions", false],
  ] as const)("%s: %s", (path, expected) => {
    expect(isPaymentPage(pages, path)).toBe(expected);
  });

  it("follows a site that moves its checkout", () => {
    const moved = createPageTable({ checkout: { path: "/pay", component: "checkout" } });
    expect(isPaymentPage(moved, "/pay")).toBe(true);
    expect(isPaymentPage(moved, "/checkout")).toBe(false);
  });
});
