/**
 * The one page every offline form (offline-form.tsx) lands on once its submission is saved:
 * `/thanks?for=<kind>&ref=<outbox id>` (pwa/src/features/enquiries/thanks.page.tsx). It follows the
 * saved copy live (waiting → sent) and shows the server's reference once the server answered.
 */
/** What a form passes in the navigation state. */
export interface AfterSubmitState {
  /** An arrival toast ('☎️ We will contact you soon!'). */
  toast?: string;
  /** The server's id of the submission, when it answered while the person watched. */
  reference?: string;
}
