// The DOM matchers (toBeVisible, toHaveAttribute, …) that Vitest's browser mode adds to expect.
import "vitest/browser";
