import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { ToastRegion, useToasts } from "./toast.tsx";

/** A form that lands on a page may pass `{ toast }` in the navigation state. */
function arrivalMessage(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("toast" in state)) return undefined;
  return typeof state.toast === "string" ? state.toast : undefined;
}

/**
 * Shows the toast a form passed in the navigation state, once per arrival (StrictMode runs
 * effects twice; a reload keeps the state, not the moment). The after-submit page (/thanks) renders it.
 */
export function ArrivalToast() {
  const location = useLocation();
  const { toasts, show, dismiss } = useToasts();
  const shownFor = useRef<string | null>(null);
  const message = arrivalMessage(location.state);

  useEffect(() => {
    if (!message || shownFor.current === location.key) return;
    shownFor.current = location.key;
    show(message);
  }, [message, location.key, show]);

  return <ToastRegion toasts={toasts} onDismiss={dismiss} />;
}
