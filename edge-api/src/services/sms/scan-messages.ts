/**
 * The SMS a customer gets when their scan at a centre is booked (docs/product.md#scan-booking):
 * paid online once the payment lands, paid at the centre at once. Like the visit messages
 * (visit-messages.ts) it is a DLT template with `##NAME##` variables of at most 30 characters,
 * registered with MSG91 under its own id (MSG91_SCAN_TEMPLATE_ID); the link to My bookings is
 * part of the registered text, so no variable carries a URL.
 */
import { brand } from "@vyom/catalog/brand";

export const scanMessageKinds = ["scan-confirmed"] as const;
export type ScanMessageKind = (typeof scanMessageKinds)[number];

export const scanMessageTemplate = `Your ${brand.name} scan ##REF## is booked at ##CENTRE## on ##DATE##, ##SLOT##. ##PREP##. Details: ${brand.site}/my-bookings`;

/** A DLT variable holds at most 30 characters. */
const VARIABLE_MAX = 30;

/**
 * The centre as the SMS names it: its name without the brand the text already says
 * ("Vyom Diagnostics, Adyar" → "Adyar"), cut to a variable's length.
 */
export function centreSmsName(name: string): string {
  const local = name.replace(
    new RegExp(`^${brand.shortName}( Diagnostics| Collection Centre)?, `),
    "",
  );
  return local.slice(0, VARIABLE_MAX);
}
