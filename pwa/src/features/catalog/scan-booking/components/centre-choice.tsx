import { useLingui } from "@lingui/react/macro";
import type { Centre, Location } from "@vyom/catalog";
import { useState } from "react";
import { rankCentres } from "../data/rank-centres.ts";

/**
 * The centres that do the scan, from the cached catalogue (works offline): nearest first once a
 * pincode is typed, else the selected city's first. Each says its address and its price.
 */
export function CentreChoice({
  centres,
  city,
  chosen,
  priceAt,
  onChoose,
}: {
  centres: readonly Centre[];
  city: Location;
  chosen: string;
  priceAt: (centre: Centre) => string;
  onChoose: (centreId: string) => void;
}) {
  const [pincode, setPincode] = useState("");
  const { t } = useLingui();
  const ranked = rankCentres(centres, city, pincode);
  return (
    <fieldset className="scan-step">
      <legend>{t`1. Choose the centre`}</legend>
      <label className="scan-pincode">
        {t`Your pincode, to list the nearest centres first`}
        <input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pincode}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, ""))}
        />
      </label>
      <ul className="scan-centres">
        {ranked.map(({ centre, distance }) => (
          <li key={centre.id}>
            <label className="scan-option">
              <input
                type="radio"
                name="centre"
                value={centre.id}
                checked={chosen === centre.id}
                onChange={() => onChoose(centre.id)}
              />
              <span>
                <strong>{centre.name}</strong>
                {distance ? ` (${distance})` : null}
                <br />
                {centre.address}
                <br />
                {priceAt(centre)}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
