// The DOM matchers (toBeVisible, toHaveAttribute, …) that Vitest's browser mode adds to expect.
import "vitest/browser";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { forgetOrders } from "../react/CheckoutForm/recentOrders.js";

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // Every test is a fresh tab: no order was sent from it a few minutes ago.
  forgetOrders();
});
