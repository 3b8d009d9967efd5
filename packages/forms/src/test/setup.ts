// The DOM matchers (toBeVisible, toHaveAttribute, …) that Vitest's browser mode adds to expect.
import "vitest/browser";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
});
