import "./enquiries.css";
import { brand } from "@vyom/catalog";
import { useEffect, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { ArrivalToast } from "@/components/arrival-toast.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { useUiActions } from "@/lib/ui-state.tsx";
import { type SubmissionRow, useSubmissionRow } from "./data/use-submission-row.ts";
import { thanksTextFor } from "./thanks.texts.ts";

/** The saved copy's state, in words: waiting on this phone, being sent, sent, or refused. */
function DeliveryStatus({ row }: { row: SubmissionRow }) {
  if (row === "loading" || row === "missing") return null;
  if (row.state === "sent") {
    return (
      <p className="thanks-status thanks-sent" role="status">
        ✔️ Sent: we have received it.
      </p>
    );
  }
  if (row.state === "failed") {
    return (
      <p className="thanks-status thanks-failed" role="alert">
        ❗ It could not be sent ({row.lastError ?? "refused"}). Please fill the form again, or call
        us on <a href={brand.phone.tel}>{brand.phone.display}</a>.
      </p>
    );
  }
  return (
    <p className="thanks-status thanks-pending" role="status">
      📥 Saved on this phone, waiting to be sent. It is sent automatically as soon as you are back
      online: keep this app installed or open.
    </p>
  );
}

/**
 * /thanks?for=<kind>&ref=<outbox id>: where the outbox forms land. Thanks the person for that
 * kind of form (with the 'Thank you! we will call you shortly' overlay), says what happens
 * next, and follows the saved copy live (waiting → sent), so someone who submitted offline sees
 * when it leaves the phone. A form may also pass an arrival toast in the navigation state.
 */
export function ThanksPage() {
  const [params] = useSearchParams();
  const kind = params.get("for");
  const ref = Number(params.get("ref"));
  const row = useSubmissionRow(Number.isSafeInteger(ref) && ref > 0 ? ref : undefined);
  const text = thanksTextFor(kind);
  const location = useLocation();
  const { showThankYou } = useUiActions();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    // The thank-you overlay (docs/product.md#shared-chrome), once per arrival (StrictMode runs
    // effects twice).
    if (shownFor.current === location.key) return;
    shownFor.current = location.key;
    showThankYou();
  }, [location.key, showThankYou]);

  return (
    <PageShell title="Thank You">
      <p className="page-lead">Thank you for {text.what}.</p>
      <DeliveryStatus row={row} />
      <section aria-labelledby="thanks-next">
        <h2 id="thanks-next" className="thanks-heading">
          What happens next
        </h2>
        <ol className="thanks-steps">
          {text.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p>
        Questions? Call us on <a href={brand.phone.tel}>{brand.phone.display}</a>.
      </p>
      <Link className="button button-primary" to="/">
        Go to Home
      </Link>
      <ArrivalToast />
    </PageShell>
  );
}
