// Last resort when a page throws: a way back instead of a blank screen.
import { useEffect } from "react";
import { Link, useRouteError } from "react-router";

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error("Page failed to render", error);
  }, [error]);
  return (
    <main>
      <h1>Something went wrong</h1>
      <p>
        Please try again or go back to the <Link to="/">home page</Link>.
      </p>
    </main>
  );
}
