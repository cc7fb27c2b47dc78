import { useLingui } from "@lingui/react/macro";
import { Component, type ReactNode, useEffect } from "react";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { notePageShown } from "@/lib/page-ready.ts";
import { ChunkLoadError } from "../lazy-page.ts";

/**
 * What a page that failed inside the chrome shows: a page whose code could not be downloaded
 * (offline on first visit, the chunk-load error of docs/product.md#messages) offers a retry;
 * anything else a way home.
 */
export function PageError({ error }: { error: unknown }) {
  // A failed page is a drawn page too: the work waiting for it (the outbox) starts.
  useEffect(notePageShown, []);
  const { t } = useLingui();
  if (error instanceof ChunkLoadError) {
    return (
      <PageShell title={t`This page could not be loaded`}>
        <p className="page-lead">{t`Please check your internet connection and try again.`}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          {t`Try again`}
        </button>
      </PageShell>
    );
  }
  return (
    <PageShell title={t`Something went wrong`}>
      <p className="page-lead">{t`Sorry, this page ran into a problem.`}</p>
      <Link className="button button-primary" to="/">
        {t`Go to Home`}
      </Link>
    </PageShell>
  );
}

interface PageErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a page's failure so the chrome (header, menus, footer) stays usable. Mounted once per
 * page address (the page frame keys it), so moving to another page starts clean.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <PageError error={this.state.error} /> : this.props.children;
  }
}
