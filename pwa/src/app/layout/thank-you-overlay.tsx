import { useLingui } from "@lingui/react/macro";
import { ModalDialog } from "@/components/modal-dialog.tsx";
import { useUiActions, useUiState } from "@/lib/ui-state.tsx";

/** docs/product.md#shared-chrome: shown by a feature through `useUiActions().showThankYou()`. */
export function ThankYouOverlay() {
  const { thankYouOpen } = useUiState();
  const { closeThankYou } = useUiActions();
  const { t } = useLingui();
  return (
    <ModalDialog
      className="thank-you-dialog"
      open={thankYouOpen}
      onClose={closeThankYou}
      labelledBy="thank-you-title"
    >
      <h2 id="thank-you-title" className="dialog-title">
        {t`Thank you! we will call you shortly`}
      </h2>
      <button type="button" className="button button-primary" onClick={closeThankYou}>
        {t`Close`}
      </button>
    </ModalDialog>
  );
}
