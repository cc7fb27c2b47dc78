import { useLingui } from "@lingui/react/macro";
import { knownText } from "@/i18n/known-text.ts";
import { WILL_BE_SENT } from "@/lib/delivery-words.ts";

/**
 * What the enquiry forms say under their button: they work offline too. The instruction is
 * lib/delivery-words.ts's, shown by its English (features/enquiries/thanks.words.ts declares it).
 */
export function OfflineNote() {
  const { t, i18n } = useLingui();
  const willBeSent = i18n._(knownText(WILL_BE_SENT));
  return (
    <p className="sform-note">
      {t`No connection? Submit anyway: the form is saved on this phone.`} {willBeSent}
    </p>
  );
}
