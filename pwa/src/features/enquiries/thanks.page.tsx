import "./enquiries.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand, catalogueIds } from "@vyom/catalog";
import { preparationAdvice, REFERENCE_WHEN_SENT } from "@vyom/catalog/contract";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { ArrivalToast } from "@/components/arrival-toast.tsx";
import { Link } from "@/components/link.tsx";
import { type AfterSubmitState, referenceOf } from "@/components/offline-form/after-submit.ts";
import { PageShell } from "@/components/page-shell.tsx";
import { useCatalogueText } from "@/i18n/catalogue-text.ts";
import { knownText, textOf } from "@/i18n/known-text.ts";
import { savedOnPhone, sentWords } from "@/lib/delivery-words.ts";
import { useUiActions } from "@/lib/ui-state.tsx";
import { useHydratedSearchParams } from "@/lib/use-hydrated-search-params.ts";
import { BookingWindow } from "./booking-window.tsx";
import { windowTicketOf } from "./data/booking-window-api.ts";
import { type SubmissionRow, useSubmissionRow } from "./data/use-submission-row.ts";
import { thanksTextFor } from "./thanks.texts.ts";

/** Words kept in English elsewhere (thanks.words.ts declares them), in the reader's language. */
function useSay() {
  const { i18n } = useLingui();
  return (english: string) => i18n._(knownText(english));
}

/** The reference the form passed in the navigation state, if any. */
function referenceIn(state: unknown): string | undefined {
  const reference = (state as AfterSubmitState | null)?.reference;
  return typeof reference === "string" ? reference : undefined;
}

/** A booking waiting on this phone has no reference yet: the server gives it. */
function Unsent({ kind }: { kind: string | null }) {
  const say = useSay();
  const pending = say(REFERENCE_WHEN_SENT);
  return kind === "booking" ? (
    <p className="thanks-reference-pending">
      <Trans>
        Your reference: <span className="thanks-reference">{pending}</span>
      </Trans>
    </p>
  ) : null;
}

function Sent({ reference }: { reference: string | undefined }) {
  const say = useSay();
  return (
    <p className="thanks-status thanks-sent" role="status">
      {say(sentWords())}
      {reference ? (
        <>
          {" "}
          <Trans>
            Your reference: <strong className="thanks-reference">{reference}</strong>
          </Trans>
        </>
      ) : null}
    </p>
  );
}

/**
 * The saved copy's state, in words: waiting on this phone, being sent, sent (with the server's
 * reference), or refused. `passed`: the reference the form got while the person watched, shown
 * even when the saved copy has since been pruned.
 */
function DeliveryStatus({
  row,
  passed,
  kind,
}: {
  row: SubmissionRow;
  passed: string | undefined;
  kind: string | null;
}) {
  const say = useSay();
  if (row === "loading") return null;
  if (row === "missing") return passed ? <Sent reference={passed} /> : null;
  if (row.state === "sent") return <Sent reference={referenceOf(row.response) ?? passed} />;
  if (row.state === "failed") {
    // The server's reason stays as the server wrote it.
    const reason = row.lastError ?? "refused";
    const phone = brand.phone.display;
    return (
      <p className="thanks-status thanks-failed" role="alert">
        <Trans>
          ❗ It could not be sent ({reason}). Please fill the form again, or call us on{" "}
          <a href={brand.phone.tel}>{phone}</a>.
        </Trans>
      </p>
    );
  }
  // The server answered but did not take it yet (its storage is full, it had a problem).
  if (row.serverErrors) {
    const reason = row.lastError;
    return (
      <>
        <p className="thanks-status thanks-pending" role="status">
          <Trans>
            📥 Saved on this phone, not sent yet: {reason}. It will be sent again automatically.
          </Trans>
        </p>
        <Unsent kind={kind} />
      </>
    );
  }
  return (
    <>
      <p className="thanks-status thanks-pending" role="status">
        {say(savedOnPhone())}
      </p>
      <Unsent kind={kind} />
    </>
  );
}

/** The booking's saved mobile, pincode and date, if the row is a booking's. */
function bookingWhere(
  payload: unknown,
): { mobile: string; pincode: string; date: string } | undefined {
  const body = payload as
    | { mobileNumber?: unknown; pincode?: unknown; date?: unknown }
    | null
    | undefined;
  return typeof body?.mobileNumber === "string" &&
    typeof body.pincode === "string" &&
    typeof body.date === "string"
    ? { mobile: body.mobileNumber, pincode: body.pincode, date: body.date }
    : undefined;
}

/**
 * A hero-form booking's window choice (docs/product.md#collection-windows): once the booking is
 * sent, its answer holds the window token; while it waits on this phone, windows need a
 * connection. A row pruned since (or refused) offers none: the lab calls.
 */
function BookingWindowOf({ row }: { row: SubmissionRow }) {
  if (row === "loading" || row === "missing" || row.state === "failed") return null;
  const where = bookingWhere(row.payload);
  if (!where) return null;
  const ticket = row.state === "sent" ? windowTicketOf(row.response) : undefined;
  return (
    <BookingWindow
      ticket={ticket}
      mobile={where.mobile}
      pincode={where.pincode}
      date={where.date}
    />
  );
}

/**
 * A hero-form booking names no test (docs/product.md#home-booking): the call fixes them and says
 * how to prepare, as its confirmed SMS says; a fasting test's rule is the catalogue's.
 */
function BookingPreparation() {
  const { t } = useLingui();
  const text = useCatalogueText();
  // The catalogue's advice, in the reader's language (docs/i18n.md#catalogue-text).
  const advice = text(catalogueIds.note(preparationAdvice.overnight), preparationAdvice.overnight);
  return (
    <section aria-labelledby="thanks-preparation">
      <h2 id="thanks-preparation" className="thanks-heading">
        {t`How to prepare`}
      </h2>
      <p>{t`We confirm your tests on our call, and tell you then how to prepare for them.`}</p>
      <p>{t`Fasting tests: ${advice}`}</p>
    </section>
  );
}

/**
 * Whether the submission reached us: its saved copy was sent. A copy no longer on the phone was
 * sent and pruned since (only delivered copies are pruned), or there is none to wait for.
 */
function reachedUs(row: SubmissionRow): boolean {
  if (row === "loading") return false;
  return row === "missing" || row.state === "sent";
}

/**
 * /thanks?for=<kind>&ref=<outbox id>: the one page every offline form lands on
 * (pwa/src/components/offline-form/after-submit.ts). Thanks the person for that kind of form,
 * says what happens next, and follows the saved copy live (waiting → sent, with the server's
 * reference), so someone who submitted offline sees when it leaves the phone. The 'Thank you! we
 * will call you shortly' overlay shows only once the submission reached us (on arrival, or when
 * the waiting copy is sent while the page is open): saved on the phone, nobody can call yet. A
 * form may also pass an arrival toast in the navigation state.
 *
 * Prerendered (pwa/src/prerender/prerendered-pages.ts) from its path alone: the thanks and the
 * next steps, no one's submission; the query (which kind, which saved copy) is read once the page
 * is hydrated. /thank-you, the booking's old landing page, is this page for a booking, then its
 * address becomes /thanks?for=booking.
 */
export function ThanksPage() {
  const params = useHydratedSearchParams();
  const location = useLocation();
  const oldAddress = location.pathname === "/thank-you";
  const kind = oldAddress ? "booking" : (params?.get("for") ?? null);
  const ref = Number(params?.get("ref"));
  // Not looked up while hydrating (no query yet) nor on the old address (it moves at once).
  const row = useSubmissionRow(
    !params || oldAddress ? null : Number.isSafeInteger(ref) && ref > 0 ? ref : undefined,
  );
  const { t, i18n } = useLingui();
  const text = thanksTextFor(kind);
  const phone = brand.phone.display;
  const navigate = useNavigate();
  const { showThankYou } = useUiActions();
  const shownFor = useRef<string | null>(null);
  const delivered = reachedUs(row);

  useEffect(() => {
    if (oldAddress) navigate("/thanks?for=booking", { replace: true });
  }, [oldAddress, navigate]);

  useEffect(() => {
    // The thank-you overlay (docs/product.md#shared-chrome), once per arrival (StrictMode runs
    // effects twice), and only once the submission reached us.
    if (!delivered || shownFor.current === location.key) return;
    shownFor.current = location.key;
    showThankYou();
  }, [delivered, location.key, showThankYou]);

  return (
    <PageShell title={t`Thank You`}>
      <p className="page-lead">{i18n._(text.thanks)}</p>
      <DeliveryStatus row={row} passed={referenceIn(location.state)} kind={kind} />
      {kind === "booking" ? (
        <>
          <BookingWindowOf row={row} />
          <BookingPreparation />
        </>
      ) : null}
      <section aria-labelledby="thanks-next">
        <h2 id="thanks-next" className="thanks-heading">
          {t`What happens next`}
        </h2>
        <ol className="thanks-steps">
          {text.next.map((step) => (
            <li key={textOf(step)}>{i18n._(step)}</li>
          ))}
        </ol>
      </section>
      <p>
        <Trans>
          Questions? Call us on <a href={brand.phone.tel}>{phone}</a>.
        </Trans>
      </p>
      <Link className="button button-primary" to="/">
        {t`Go to Home`}
      </Link>
      <ArrivalToast />
    </PageShell>
  );
}
