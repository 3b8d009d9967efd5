import "vitest/browser";

declare module "vitest/browser" {
  interface BrowserCommands {
    setReducedMotion: (reduce: boolean) => Promise<void>;
  }
}
