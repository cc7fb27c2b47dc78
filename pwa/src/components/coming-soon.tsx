import { Trans } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { PageShell } from "./page-shell.tsx";

/**
 * A route whose screen is not built yet: its heading, and a way to get the job done today
 * instead of a blank page.
 */
export function ComingSoonPage({ title }: { title: string }) {
  const phone = brand.phone.display;
  return (
    <PageShell title={title}>
      <p className="page-lead">
        <Trans>
          This service is available on the phone for now: call us on{" "}
          <a href={brand.phone.tel}>{phone}</a> and we will help you right away.
        </Trans>
      </p>
    </PageShell>
  );
}
