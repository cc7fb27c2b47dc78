import { useLingui } from "@lingui/react/macro";
import { type Location, locationIds, locationNames, sampleCentres } from "@vyom/catalog";
import { CheckoutField } from "./checkout-field.tsx";

/** Centres by city, the city prices are shown for first: most people visit one near them. */
function centresByCity(first: Location) {
  const cities = [first, ...locationIds.filter((city) => city !== first)];
  return cities.map((city) => ({
    city,
    centres: sampleCentres.filter((centre) => centre.location === city),
  }));
}

interface CentreFieldProps {
  centreId: string;
  /** The city prices are shown for now. */
  location: Location;
  error: string | undefined;
  onChange: (centreId: string) => void;
}

/**
 * Which centre a centre visit is at. Its city prices the order, so a centre in another city moves
 * checkout's prices to that city (use-price-city.ts).
 */
export function CentreField({ centreId, location, error, onChange }: CentreFieldProps) {
  const { t } = useLingui();
  return (
    <CheckoutField id="appointment-centre" label={t`Centre`} error={error}>
      {(described) => (
        <select
          id="appointment-centre"
          value={centreId}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        >
          <option value="">{t`Select a centre`}</option>
          {centresByCity(location).map(({ city, centres }) => (
            <optgroup key={city} label={locationNames[city]}>
              {centres.map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {centre.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </CheckoutField>
  );
}
