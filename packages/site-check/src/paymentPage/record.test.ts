import { describe, expect, it } from "vitest";
import { readPaymentPageRecord } from "./record.js";

describe("readPaymentPageRecord", () => {
  it("names the file it cannot find", async () => {
    await expect(readPaymentPageRecord("/nonexistent/deploy/payment-page.json")).rejects.toThrow(
      "No payment-page record at /nonexistent/deploy/payment-page.json",
    );
  });
});
