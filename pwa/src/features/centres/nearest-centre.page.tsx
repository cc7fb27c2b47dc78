import "./centres.css";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  brand,
  centres,
  type Location,
  locationIds,
  locationNames,
  pincodePoint,
} from "@vyom/catalog";
import { type FormEvent, useState } from "react";
import { PageShell } from "@/components/page-shell.tsx";
import { knownText, textOf } from "@/i18n/known-text.ts";
import { i18n } from "@/i18n/runtime.tsx";
import { nearestFirst, type Point } from "@/lib/nearest.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";
import { CentreCard } from "./centre-card.tsx";
import { locateDevice } from "./device-location.ts";

const unknownPincode = (pincode: string, phone: string) =>
  msg`We do not know where pincode ${pincode} is yet. Choose your city above to see its centres, or call us on ${phone}.`;

/** The page's messages in the reader's language (English in the tests, word for word). */
export const centreMessages = {
  pincodeFormat: textOf(msg`Enter valid Pincode: 6 digits`),
  pincodeUnknown: (pincode: string) => i18n._(unknownPincode(pincode, brand.phone.display)),
  locating: textOf(msg`Finding your location…`),
} as const;

/** Where "nearest" is measured from: a typed pincode (with its area) or the device. */
type Origin =
  | { point: Point; pincode: string; area: string }
  | { point: Point; pincode?: undefined; area?: undefined };

/**
 * /vyom-center: our centres per city (the header's city by default), and "nearest first" from a
 * typed pincode (an offline table in the catalogue) or the device's location when allowed. All
 * data is in the bundle, so the page works offline after one visit.
 */
export function NearestCentrePage() {
  const { t } = useLingui();
  const selected = useSelectedLocation();
  const [city, setCity] = useState<Location | null>(null);
  const [pincode, setPincode] = useState("");
  const [origin, setOrigin] = useState<Origin | null>(null);
  // Kept as words, shown in the reader's language of the moment.
  const [message, setMessage] = useState<MessageDescriptor | undefined>();
  const [locating, setLocating] = useState(false);
  const shownCity = city ?? selected;

  const byPincode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(pincode)) {
      setMessage(knownText(centreMessages.pincodeFormat));
      return;
    }
    const point = pincodePoint(pincode);
    if (!point) {
      setOrigin(null);
      setMessage(unknownPincode(pincode, brand.phone.display));
      return;
    }
    setMessage(undefined);
    setOrigin({ pincode, area: point.area, point });
  };

  const byDevice = async () => {
    setLocating(true);
    setMessage(undefined);
    const result = await locateDevice();
    setLocating(false);
    if (!result.ok) {
      setMessage(knownText(result.message));
      return;
    }
    setOrigin({ point: result.point });
  };

  const ranked = origin ? nearestFirst(centres, origin.point) : [];
  const cityCentres = centres.filter((centre) => centre.location === shownCity);
  const cityName = locationNames[shownCity];
  const nearestTo = ({ pincode, area }: Origin) =>
    pincode === undefined
      ? t`Nearest to your location`
      : t`Nearest to pincode ${pincode} (${area})`;

  return (
    <PageShell title={t`Find Your Nearest Centre`} className="centres-page">
      <p className="page-lead">
        {t`Walk in for tests and scans at any of our centres, or book a home collection.`}
      </p>
      <section className="card centres-finder" aria-labelledby="centres-find">
        <h2 id="centres-find">{t`Nearest first`}</h2>
        <form className="centres-pincode" noValidate onSubmit={byPincode}>
          <label htmlFor="centres-pincode">{t`Your pincode`}</label>
          <div className="centres-row">
            <input
              id="centres-pincode"
              name="pincode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              value={pincode}
              aria-describedby="centres-message"
              onChange={(event) => setPincode(event.target.value.replace(/\D/g, "").slice(0, 6))}
            />
            <button type="submit" className="button button-primary">
              {t`Find nearest`}
            </button>
          </div>
        </form>
        <button
          type="button"
          className="button button-secondary"
          onClick={byDevice}
          disabled={locating}
        >
          {locating ? i18n._(knownText(centreMessages.locating)) : t`Use my location`}
        </button>
        <p id="centres-message" className="centres-message" role="status">
          {message ? i18n._(message) : null}
        </p>
      </section>

      {origin ? (
        <section className="centres-list" aria-labelledby="centres-nearest">
          <div className="centres-row">
            <h2 id="centres-nearest">{nearestTo(origin)}</h2>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setOrigin(null)}
            >
              {t`Show centres by city`}
            </button>
          </div>
          {ranked.map(({ centre, km }) => (
            <CentreCard key={centre.id} centre={centre} km={km} />
          ))}
        </section>
      ) : (
        <section className="centres-list" aria-labelledby="centres-city">
          <div className="centres-row">
            <h2 id="centres-city">{t`Our centres in ${cityName}`}</h2>
            <label className="centres-city-label">
              {t`City`}{" "}
              <select
                value={shownCity}
                onChange={(event) => setCity(event.target.value as Location)}
              >
                {locationIds.map((id) => (
                  <option key={id} value={id}>
                    {locationNames[id]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {cityCentres.map((centre) => (
            <CentreCard key={centre.id} centre={centre} />
          ))}
        </section>
      )}
    </PageShell>
  );
}
