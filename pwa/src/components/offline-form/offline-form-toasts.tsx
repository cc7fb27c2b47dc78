import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import type { Toast } from "@/components/toast-state.ts";
import { toastWords } from "@/components/toast-words.ts";

/**
 * The offline form's toasts (toast.tsx), out of the home page's first load. The live region is
 * always in the page (screen readers announce what later appears in it); the toasts' code and
 * styles start loading when the person starts typing (`preloadFormToasts`). Only the toasts are
 * loaded on demand, never the region: the region is in the prerendered page, and a lazy part of
 * prerendered markup would stay unhydrated until its code arrived. A toast shown before then (or
 * when the code cannot be loaded) reads as plain text in the same region, in the reader's words.
 */
export const preloadFormToasts = () => import("@/components/toast.tsx");

interface FormToastsProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}

function PlainToasts({ toasts }: FormToastsProps) {
  const { i18n } = useLingui();
  return toasts.map((toast) => <p key={toast.id}>{toastWords(i18n, toast)}</p>);
}

const LazyToasts = lazy(() =>
  preloadFormToasts().then(
    (module) => ({ default: module.ToastList }),
    () => ({ default: PlainToasts }),
  ),
);

export function FormToasts({ toasts, onDismiss }: FormToastsProps) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toasts.length > 0 ? (
        <Suspense fallback={<PlainToasts toasts={toasts} onDismiss={onDismiss} />}>
          <LazyToasts toasts={toasts} onDismiss={onDismiss} />
        </Suspense>
      ) : null}
    </div>
  );
}
