import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/components/link.tsx";
import { PageShell } from "./page-shell.tsx";

/**
 * The /404 page (docs/product.md#routes), also shown in place for an unknown test or scan address.
 */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Page Not Found`}>
      <p className="page-lead">
        <Trans>
          We could not find that page. The test or scan may have moved: search for it above, or
          start again from the home page.
        </Trans>
      </p>
      <Link className="button button-primary" to="/">
        {t`Go to Home`}
      </Link>
    </PageShell>
  );
}
