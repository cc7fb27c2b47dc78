import { type Utm, utmDefaults, utmMaxLength } from "@vyom/catalog/contract";

/** utm_campaign, utm_medium and utm_source from a query string; blank or absent → the default. */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const read = (key: string, fallback: string) => {
    const value = params.get(key)?.trim().slice(0, utmMaxLength).trim();
    return value ? value : fallback;
  };
  return {
    campaign: read("utm_campaign", utmDefaults.campaign),
    medium: read("utm_medium", utmDefaults.medium),
    source: read("utm_source", utmDefaults.source),
  };
}
