import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router-dom";
import { PageShell } from "@/components/page-shell.tsx";
import { ToastRegion, useToasts } from "@/components/toast.tsx";

/** A form that lands here may pass `{ toast }` in the navigation state: shown on arrival. */
function arrivalToast(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("toast" in state)) return undefined;
  return typeof state.toast === "string" ? state.toast : undefined;
}

/** /thank-you and /thanks: where a sent booking or enquiry lands (spec section 4). */
export function ThankYouPage() {
  const location = useLocation();
  const { toasts, show, dismiss } = useToasts();
  const shownFor = useRef<string | null>(null);
  const message = arrivalToast(location.state);

  useEffect(() => {
    // Once per arrival (StrictMode runs effects twice; a reload keeps the state, not the moment).
    if (!message || shownFor.current === location.key) return;
    shownFor.current = location.key;
    show(message);
  }, [message, location.key, show]);

  return (
    <PageShell title="Thank You">
      <p className="page-lead">
        We have received your request. Our team will call you shortly to confirm the details.
      </p>
      <Link className="button button-primary" to="/">
        Go to Home
      </Link>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </PageShell>
  );
}
