import "./scan-booking.css";
import { useLingui } from "@lingui/react/macro";
import { catalogueIds, imagingBySlug } from "@vyom/catalog";
import { useParams } from "react-router-dom";
import { Link } from "@/components/link.tsx";
import { NotFoundPage } from "@/components/not-found.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import type { SessionUser } from "@/db/records.ts";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";
import { useSession } from "@/lib/use-session.ts";
import type { People } from "./components/patient-step.tsx";
import { ScanBookingForm } from "./components/scan-booking-form.tsx";
import { failureWords, fetchCustomer } from "./data/scan-booking-api.ts";
import { scanMembers } from "./data/scan-members.ts";

/**
 * /radilogy/:slug/book (docs/product.md#scan-booking): a scan is booked at a centre that has its
 * machine, in a slot of a day, for a patient, paid online or at the centre. The scan, its
 * preparation and the centres come from the cached catalogue (offline too); the slots, the
 * patient list and the booking need the connection, and say so.
 */
export function ScanBookingPage() {
  const { slug = "" } = useParams();
  const item = imagingBySlug(slug);
  const city = useSelectedLocation();
  const session = useSession();
  const user = session?.isUserLoggedIn ? session.user : null;
  const people = usePeople(session === undefined, user);
  const { t } = useLingui();
  const text = useCatalogueText();
  if (!item) return <NotFoundPage />;
  // The scan's name, steps and duration in the reader's language: catalogue data, English where a
  // language has no words (docs/i18n.md#catalogue-text).
  const name = text(catalogueIds.scanName(item.pageLink), item.name);
  const duration = text(catalogueIds.note(item.duration), item.duration);
  return (
    <PageShell title={t`Book ${name}`} className="scan-booking-page">
      <p className="page-lead">{t`The scan is done at the centre you choose, in the slot you book.`}</p>
      <details className="scan-preparation">
        <summary>{t`How to prepare`}</summary>
        <ol>
          {item.preparation.map((step) => (
            <li key={step}>{text(catalogueIds.note(step), step)}</li>
          ))}
        </ol>
        <p>{t`It takes ${duration}.`}</p>
      </details>
      <ScanBookingForm item={item} city={city} people={people} />
      <p>
        <Link to={`/radilogy${item.pageLink}`}>{t`Back to ${name}`}</Link>
      </p>
    </PageShell>
  );
}

/** Whom the scan can be for: asked of the server once the person is logged in. */
function usePeople(loading: boolean, user: SessionUser | null): People {
  const read = useOnlineRead(fetchCustomer, {
    key: user,
    settleOnce: true,
    enabled: user !== null,
    label: "your details",
  });
  if (loading) return { kind: "loading" };
  if (!user) return { kind: "login" };
  if (read.data !== undefined) return { kind: "ready", members: scanMembers(user, read.data) };
  if (read.error === null || read.error === undefined) return { kind: "loading" };
  return { kind: "failed", message: failureWords(read.error), retry: read.retry };
}
