import "./toast.css";
import { useCallback, useEffect, useRef, useState } from "react";
import { CloseIcon } from "./icons.tsx";

/**
 * Short notices such as '✔️ OTP sent!' (docs/product.md#messages). A region renders them in a live
 * region that is always in the page, so screen readers announce each new one. Render the region
 * where the user is looking: inside an open modal <dialog>, since the rest of the page is inert
 * and under the backdrop then.
 */

export type ToastTone = "success" | "error";

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export const toastDurationMs = 6_000;

let nextId = 1;

export function useToasts(durationMs = toastDurationMs) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, tone: ToastTone = "success") => {
      const id = nextId++;
      setToasts((current) => [...current, { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss, durationMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { toasts, show, dismiss };
}

export function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`toast toast-${toast.tone}`}>
          <span className="toast-message">{toast.message}</span>
          <button
            type="button"
            className="icon-button toast-close"
            aria-label="Dismiss"
            onClick={() => onDismiss(toast.id)}
          >
            <CloseIcon width={18} height={18} />
          </button>
        </p>
      ))}
    </div>
  );
}
