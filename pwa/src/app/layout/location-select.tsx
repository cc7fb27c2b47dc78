import { useLingui } from "@lingui/react/macro";
import { locationSelector } from "@vyom/catalog";
import { useState } from "react";
import { PinIcon } from "@/components/icons.tsx";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";

/**
 * The header's location list (docs/product.md#locations-and-prices). A native select: the phone's
 * own picker, fully accessible, no script weight. Chennai and Bengaluru appear twice (shortcut and
 * in their state's group); both carry the same value.
 */
export function LocationSelect() {
  const location = useSelectedLocation();
  const { t } = useLingui();
  // The choice shows at once; the stored value (and the re-priced cart) follow when the first
  // switch has loaded the catalogue. If that fails, the select returns to the stored location.
  const [choosing, setChoosing] = useState<string | null>(null);
  return (
    <div className="location-select">
      <PinIcon className="location-select-icon" width={20} height={20} />
      <label htmlFor="location-select" className="visually-hidden">
        {t`Location`}
      </label>
      <select
        id="location-select"
        value={choosing ?? location}
        onChange={(event) => {
          setChoosing(event.target.value);
          const value = event.target.value;
          // The storage code is not in the first load (lib/stored-live.ts): loaded on the switch.
          import("@/db/location.ts")
            .then(({ setLocation }) => setLocation(value))
            .catch(() => undefined)
            .finally(() => setChoosing(null));
        }}
      >
        {locationSelector.map((entry) =>
          entry.kind === "option" ? (
            <option key={entry.id} value={entry.value}>
              {entry.label}
            </option>
          ) : (
            <optgroup key={entry.label} label={entry.label}>
              {entry.options.map((option) => (
                <option key={option.id} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
    </div>
  );
}
