/**
 * The open consent notice's height, set on the root element while it shows: what is fixed to the bottom corner (the
 * floating button) rises above it rather than hide under it.
 */
export const NOTICE_BLOCK_SIZE_PROPERTY = "--mt-consent-notice-block-size";

/**
 * Keeps `panel`'s height in NOTICE_BLOCK_SIZE_PROPERTY on its document's root as it changes; the returned function
 * stops and removes it. The notice's own, and a page's script's for the notice it shows before the app.
 */
export function keepNoticeBlockSize(panel: HTMLElement): () => void {
  const root = panel.ownerDocument.documentElement;
  if (typeof ResizeObserver === "undefined") return () => {};
  const observer = new ResizeObserver(() =>
    root.style.setProperty(NOTICE_BLOCK_SIZE_PROPERTY, `${panel.offsetHeight}px`),
  );
  observer.observe(panel);
  return () => {
    observer.disconnect();
    root.style.removeProperty(NOTICE_BLOCK_SIZE_PROPERTY);
  };
}
