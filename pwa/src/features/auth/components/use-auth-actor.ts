import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { ToastTone } from "@/components/toast.tsx";
import { knownText } from "@/i18n/known-text.ts";
import type { ToastEmitted } from "../machines/auth-rules.ts";

interface AuthActorRef {
  on(type: "toast", handler: (event: ToastEmitted) => void): { unsubscribe(): void };
}

/** Passes the machine's toasts on (in the reader's language), and calls `onDone` once the machine has finished. */
export function useAuthActorEffects(
  actorRef: AuthActorRef,
  done: boolean,
  onToast: (message: string, tone: ToastTone) => void,
  onDone: () => void,
) {
  const { i18n } = useLingui();
  const latest = useRef({ onToast, onDone, i18n });
  latest.current = { onToast, onDone, i18n };

  useEffect(() => {
    const subscription = actorRef.on("toast", (event) =>
      latest.current.onToast(latest.current.i18n._(knownText(event.message)), event.tone),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    if (done) latest.current.onDone();
  }, [done]);
}
