import { VisuallyHidden } from "../../shared/VisuallyHidden.js";
import { useUiTexts } from "../../texts/UiTextsProvider.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Message, Overlay, Spinner } from "./LoadingOverlay.styled.js";

export interface LoadingOverlayProps {
  /** Covers the page while true, fading in and out. */
  visible: boolean;
  /** Announced to screen readers while visible. */
  label?: string;
  /** Shown under the spinner and announced in place of the label, e.g. when a request takes long. */
  message?: string;
}

/** Covers the page while a request is sent; fades in and out over 0.3 s. */
export function LoadingOverlay(props: LoadingOverlayProps) {
  useMembershipTheme();
  const texts = useUiTexts().loadingOverlay;
  const { visible, label = texts.label, message } = props;
  return (
    <>
      {/* The live region stays in the page so that the change of its text is announced. */}
      <VisuallyHidden role="status" aria-live="polite">
        {visible ? (message ?? label) : ""}
      </VisuallyHidden>
      <Overlay
        $visible={visible}
        aria-hidden="true"
        data-testid="loading-overlay"
        data-state={visible ? "visible" : "hidden"}
      >
        <Spinner />
        {message ? <Message>{message}</Message> : null}
      </Overlay>
    </>
  );
}
