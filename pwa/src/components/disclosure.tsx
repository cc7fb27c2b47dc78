import "./disclosure.css";
import { type ReactNode, useId, useState } from "react";
import { ChevronIcon } from "./icons.tsx";

interface DisclosureProps {
  label: ReactNode;
  children: ReactNode;
  /** Controlled use (e.g. "one group open at a time"); omit both for a self-managed one. */
  open?: boolean;
  onToggle?: () => void;
  className?: string;
}

/** A button that shows and hides a panel (WAI-ARIA disclosure pattern). */
export function Disclosure({ label, children, open, onToggle, className }: DisclosureProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const expanded = open ?? ownOpen;
  const panelId = useId();
  return (
    <div className={className ? `disclosure ${className}` : "disclosure"}>
      <button
        type="button"
        className="disclosure-button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle ?? (() => setOwnOpen((value) => !value))}
      >
        <span>{label}</span>
        <ChevronIcon className="disclosure-chevron" width={20} height={20} />
      </button>
      <div id={panelId} className="disclosure-panel" hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
