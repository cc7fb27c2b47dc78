import "./toast.css";
import { useLingui } from "@lingui/react/macro";
import { knownText } from "@/i18n/known-text.ts";
import { CloseIcon } from "./icons.tsx";
import { Link } from "./link.tsx";
import type { Toast } from "./toast-state.ts";
import { toastWords } from "./toast-words.ts";

/**
 * Short notices such as '✔️ OTP sent!' (docs/product.md#messages). A region renders them in a live
 * region that is always in the page, so screen readers announce each new one. Each goes by itself
 * (toast-state.ts, sent-notices.tsx), and none lies over the header (toast.css). Render the region
 * where the user is looking: inside an open modal <dialog>, since the rest of the page is inert
 * and under the backdrop then.
 *
 * A toast's text is kept in English (forms and machines are tested word for word): it is shown in
 * the reader's words when a catalogue holds that English (declared with `msg` where it is written,
 * e.g. lib/delivery-message-words.ts), and the server's words after it (`detail`) as a line of the
 * app's own in another language.
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
  const { i18n, t } = useLingui();
  return toasts.map((toast) => (
    <p key={toast.id} className={`toast toast-${toast.tone}`}>
      <span className="toast-message">
        {toastWords(i18n, toast)}
        {toast.action ? (
          <>
            {" "}
            <Link className="toast-action" to={toast.action.to}>
              {i18n._(knownText(toast.action.label))}
            </Link>
          </>
        ) : null}
      </span>
      <button
        type="button"
        className="icon-button toast-close"
        aria-label={t`Dismiss`}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </p>
  ));
}
