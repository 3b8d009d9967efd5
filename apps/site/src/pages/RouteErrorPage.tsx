// Last resort when a page throws: a way back instead of a blank screen.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "react-router";

export function RouteErrorPage() {
  return (
    <main>
      <h1>Something went wrong</h1>
      <p>
        Please try again or go back to the <Link to="/">home page</Link>.
      </p>
    </main>
  );
}

/** Shows RouteErrorPage instead of a page (or the frame) that failed to render. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Page failed to render", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
