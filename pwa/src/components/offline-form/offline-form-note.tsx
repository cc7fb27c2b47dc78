import { WILL_BE_SENT } from "@/lib/delivery-words.ts";

/** What the enquiry forms say under their button: they work offline too. */
export function OfflineNote() {
  return (
    <p className="sform-note">
      No connection? Submit anyway: the form is saved on this phone. {WILL_BE_SENT}
    </p>
  );
}
