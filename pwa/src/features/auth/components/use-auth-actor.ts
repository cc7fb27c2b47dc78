import { useEffect, useRef } from "react";
import type { ToastTone } from "@/components/toast.tsx";
import type { ToastEmitted } from "../machines/auth-rules.ts";

interface AuthActorRef {
  on(type: "toast", handler: (event: ToastEmitted) => void): { unsubscribe(): void };
}

/** Passes the machine's toasts on, and calls `onDone` once the machine has finished. */
export function useAuthActorEffects(
  actorRef: AuthActorRef,
  done: boolean,
  onToast: (message: string, tone: ToastTone) => void,
  onDone: () => void,
) {
  const latest = useRef({ onToast, onDone });
  latest.current = { onToast, onDone };

  useEffect(() => {
    const subscription = actorRef.on("toast", (event) =>
      latest.current.onToast(event.message, event.tone),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    if (done) latest.current.onDone();
  }, [done]);
}
