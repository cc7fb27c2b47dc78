import "./toast.css";
import { CloseIcon } from "./icons.tsx";
import { Link } from "./link.tsx";
import type { Toast } from "./toast-state.ts";

/**
 * Short notices such as '✔️ OTP sent!' (docs/product.md#messages). A region renders them in a live
 * region that is always in the page, so screen readers announce each new one. Each goes by itself
 * (toast-state.ts, sent-notices.tsx), and none lies over the header (toast.css). Render the region
 * where the user is looking: inside an open modal <dialog>, since the rest of the page is inert
 * and under the backdrop then.
 */

export {
  type Toast,
  type ToastTone,
  toastDurationMs,
  useToasts,
} from "./toast-state.ts";

export function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      <ToastList toasts={toasts} onDismiss={onDismiss} />
    </div>
  );
}

/** The toasts themselves, for a region rendered by its owner (offline-form.tsx). */
export function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}) {
  return toasts.map((toast) => (
    <p key={toast.id} className={`toast toast-${toast.tone}`}>
      <span className="toast-message">
        {toast.message}
        {toast.action ? (
          <>
            {" "}
            <Link className="toast-action" to={toast.action.to}>
              {toast.action.label}
            </Link>
          </>
        ) : null}
      </span>
      <button
        type="button"
        className="icon-button toast-close"
        aria-label="Dismiss"
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </p>
  ));
}
