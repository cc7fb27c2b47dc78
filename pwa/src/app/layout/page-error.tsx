import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { NotFoundPage } from "@/components/not-found.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { ChunkLoadError } from "../lazy-page.ts";

/**
 * A page that failed inside the chrome: a missing route shows the 404 content; a page whose code
 * could not be downloaded (offline on first visit, spec section 8's chunk-load error) offers a
 * retry; anything else a way home.
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof ChunkLoadError) {
    return (
      <PageShell title="This page could not be loaded">
        <p className="page-lead">Please check your internet connection and try again.</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      </PageShell>
    );
  }
  return (
    <PageShell title="Something went wrong">
      <p className="page-lead">Sorry, this page ran into a problem.</p>
      <Link className="button button-primary" to="/">
        Go to Home
      </Link>
    </PageShell>
  );
}
