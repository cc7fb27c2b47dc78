import { ToastRegion } from "@/components/toast.tsx";
import { describeSubmission } from "./data/describe-submission.ts";
import { acknowledgeSent, useRowsToAnnounce } from "./data/use-outbox-rows.ts";

const followUp: Partial<Record<string, string>> = { booking: " ☎️ We will contact you soon!" };

/**
 * "It was sent": one notice per saved submission the flusher delivered after the person stopped
 * watching it (in this tab, another tab or the service worker). Closing it, in any tab, closes it
 * everywhere.
 */
export function SentNotices() {
  const toasts = useRowsToAnnounce().map((row) => ({
    id: row.id,
    tone: "success" as const,
    message: `✔️ ${describeSubmission(row)} was sent.${followUp[row.kind] ?? ""}`,
  }));
  return <ToastRegion toasts={toasts} onDismiss={(id) => void acknowledgeSent(id)} />;
}
