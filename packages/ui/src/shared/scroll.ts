/** Scrolls the page to its top, smoothly unless the visitor asked for less motion. */
export function scrollToTop(): void {
  const reducedMotion =
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, left: 0, behavior: reducedMotion ? "auto" : "smooth" });
}
