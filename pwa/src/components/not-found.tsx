import { Link } from "@/components/link.tsx";
import { PageShell } from "./page-shell.tsx";

/**
 * The /404 page (docs/product.md#routes), also shown in place for an unknown test or scan address.
 */
export function NotFoundPage() {
  return (
    <PageShell title="Page Not Found">
      <p className="page-lead">
        We could not find that page. The test or scan may have moved: search for it above, or start
        again from the home page.
      </p>
      <Link className="button button-primary" to="/">
        Go to Home
      </Link>
    </PageShell>
  );
}
