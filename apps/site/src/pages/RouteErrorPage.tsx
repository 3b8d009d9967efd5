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

interface PageErrorBoundaryProps {
  /** The current path: a new one clears the error. */
  pathname: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
  /** The path the state belongs to. */
  pathname: string;
}

/** Shows RouteErrorPage instead of a page (or the frame) that failed to render, until the path changes. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Page failed to render", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
