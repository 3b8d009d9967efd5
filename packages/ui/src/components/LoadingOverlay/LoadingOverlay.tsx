import { VisuallyHidden } from "../../shared/VisuallyHidden.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Overlay, Spinner } from "./LoadingOverlay.styled.js";

export interface LoadingOverlayProps {
  /** Covers the page while true, fading in and out. */
  visible: boolean;
  /** Announced to screen readers while visible. */
  label?: string;
}

/** Covers the page while a request is sent; fades in and out over 0.3 s. */
export function LoadingOverlay({ visible, label = "Loading" }: LoadingOverlayProps) {
  useMembershipTheme();
  return (
    <>
      {/* The live region stays in the page so that the change of its text is announced. */}
      <VisuallyHidden role="status" aria-live="polite">
        {visible ? label : ""}
      </VisuallyHidden>
      <Overlay
        $visible={visible}
        aria-hidden="true"
        data-testid="loading-overlay"
        data-state={visible ? "visible" : "hidden"}
      >
        <Spinner />
      </Overlay>
    </>
  );
}
