/**
 * The one page every offline form (offline-form.tsx) lands on once its submission is saved:
 * `/thanks?for=<kind>&ref=<outbox id>` (pwa/src/features/enquiries/thanks.page.tsx). It follows the
 * saved copy live (waiting → sent) and shows the server's reference once the server answered.
 */
/** What a form passes in the navigation state. */
export interface AfterSubmitState {
  /** An arrival toast ('☎️ We will contact you soon!'). */
  toast?: string;
  /** The server's reference of the submission, when it answered while the person watched. */
  reference?: string;
}

/**
 * The server's reference in its answer: a booking's short reference (`{ status: "success", id,
 * reference }`, catalog/src/contract/booking-reference.ts), else the submission's id.
 */
export function referenceOf(response: unknown): string | undefined {
  const answer = response as { id?: unknown; reference?: unknown } | null | undefined;
  if (typeof answer?.reference === "string") return answer.reference;
  const id = answer?.id;
  return typeof id === "string" || typeof id === "number" ? String(id) : undefined;
}
