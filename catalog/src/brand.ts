/**
 * Everything that names the brand. A rebrand is this one file: routes (`/vyom-center`), field
 * names (`vyomId`), utm defaults and every visible text derive from it.
 */
export const brand = {
  slug: "vyom",
  name: "Vyom Diagnostics",
  shortName: "Vyom",
  phone: { display: "1800-102-4455", tel: "tel:18001024455" },
  email: "care@vyom.example",
  /** The site's host, where an SMS links when the server knows no PUBLIC_ORIGIN. */
  site: "vyom.example",
  /**
   * Default utm_campaign of a booking when the page query string has none
   * (docs/product.md#booking-payload).
   */
  utmCampaign: "Vyom Shop",
} as const;

/** The user identifier field name, `vyomId` (docs/product.md#brand). */
export const brandIdField = `${brand.slug}Id` as const;

export type BrandIdField = typeof brandIdField;
