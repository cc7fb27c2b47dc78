import { useEffect } from "react";
import { ToastRegion, useToasts } from "@/components/toast.tsx";
import { listenForNotices } from "@/lib/app-notices.ts";

/** The page's own notices (pwa/src/lib/app-notices.ts), shown as toasts that go by themselves. */
export function AppNotices() {
  const { toasts, show, dismiss } = useToasts();
  useEffect(() => listenForNotices((message) => show(message)), [show]);
  return <ToastRegion toasts={toasts} onDismiss={dismiss} />;
}
