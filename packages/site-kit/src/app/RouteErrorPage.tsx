// Last resort when a page throws: a way back instead of a blank screen.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "react-router";
import { useSite } from "../site/SiteContext.js";

export function RouteErrorPage() {
  const { routeError } = useSite().content;
  return (
    <main>
      <h1>{routeError.title}</h1>
      <p>
        {routeError.before}
        <Link to="/">{routeError.homeLink}</Link>
        {routeError.after}
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
