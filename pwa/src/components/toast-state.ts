/**
 * The state of a page's toasts (toast.tsx shows them): apart from their region, so a form in the
 * home page's first load can hold them while the region loads later (offline-form.tsx).
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type ToastTone = "success" | "error";

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /**
   * What the server or the outbox said after `message`, in English: shown as it is in English, and
   * as a line in the reader's words in another language (toast.tsx).
   */
  detail?: string;
  /** A page of the app the notice leads to (a sent booking's window choice). */
  action?: { to: string; label: string };
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
    (message: string, tone: ToastTone = "success", detail?: string) => {
      const id = nextId++;
      setToasts((current) => [...current, { id, message, tone, detail }]);
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
