import "./modal-dialog.css";
import { type ReactNode, useEffect, useRef } from "react";

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog (its heading). */
  labelledBy: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert, closes on Escape
 * and returns focus to the opener. Children mount only while open, so lazy contents load on
 * demand. A click on the backdrop closes it.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  id,
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard close is the dialog's own Escape
    <dialog
      ref={ref}
      id={id}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={labelledBy}
      onClose={onClose}
      // Closing on a backdrop click: the content fills the dialog box, so only a click on the
      // backdrop targets the dialog itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? <div className="modal-body">{children}</div> : null}
    </dialog>
  );
}
