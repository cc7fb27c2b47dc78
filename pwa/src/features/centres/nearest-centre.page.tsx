import "./centres.css";
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
import { nearestFirst, type Point } from "@/lib/nearest.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";
import { CentreCard } from "./centre-card.tsx";
import { locateDevice } from "./device-location.ts";

export const centreMessages = {
  pincodeFormat: "Enter valid Pincode: 6 digits",
  pincodeUnknown: (pincode: string) =>
    `We do not know where pincode ${pincode} is yet. Choose your city above to see its centres, or call us on ${brand.phone.display}.`,
  locating: "Finding your location…",
} as const;

type Origin = { label: string; point: Point };

/**
 * /vyom-center: our centres per city (the header's city by default), and "nearest first" from a
 * typed pincode (an offline table in the catalogue) or the device's location when allowed. All
 * data is in the bundle, so the page works offline after one visit.
 */
export function NearestCentrePage() {
  const selected = useSelectedLocation();
  const [city, setCity] = useState<Location | null>(null);
  const [pincode, setPincode] = useState("");
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const [locating, setLocating] = useState(false);
  const shownCity = city ?? selected;

  const byPincode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(pincode)) {
      setMessage(centreMessages.pincodeFormat);
      return;
    }
    const point = pincodePoint(pincode);
    if (!point) {
      setOrigin(null);
      setMessage(centreMessages.pincodeUnknown(pincode));
      return;
    }
    setMessage(undefined);
    setOrigin({ label: `pincode ${pincode} (${point.area})`, point });
  };

  const byDevice = async () => {
    setLocating(true);
    setMessage(undefined);
    const result = await locateDevice();
    setLocating(false);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setOrigin({ label: "your location", point: result.point });
  };

  const ranked = origin ? nearestFirst(centres, origin.point) : [];
  const cityCentres = centres.filter((centre) => centre.location === shownCity);

  return (
    <PageShell title="Find Your Nearest Centre" className="centres-page">
      <p className="page-lead">
        Walk in for tests and scans at any of our centres, or book a home collection.
      </p>
      <section className="card centres-finder" aria-labelledby="centres-find">
        <h2 id="centres-find">Nearest first</h2>
        <form className="centres-pincode" noValidate onSubmit={byPincode}>
          <label htmlFor="centres-pincode">Your pincode</label>
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
              Find nearest
            </button>
          </div>
        </form>
        <button
          type="button"
          className="button button-secondary"
          onClick={byDevice}
          disabled={locating}
        >
          {locating ? centreMessages.locating : "Use my location"}
        </button>
        <p id="centres-message" className="centres-message" role="status">
          {message}
        </p>
      </section>

      {origin ? (
        <section className="centres-list" aria-labelledby="centres-nearest">
          <div className="centres-row">
            <h2 id="centres-nearest">Nearest to {origin.label}</h2>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setOrigin(null)}
            >
              Show centres by city
            </button>
          </div>
          {ranked.map(({ centre, km }) => (
            <CentreCard key={centre.id} centre={centre} km={km} />
          ))}
        </section>
      ) : (
        <section className="centres-list" aria-labelledby="centres-city">
          <div className="centres-row">
            <h2 id="centres-city">Our centres in {locationNames[shownCity]}</h2>
            <label className="centres-city-label">
              City{" "}
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
