/**
 * What the desk's search box means (docs/product.md#booking-desk), zod-free so the desk's screen
 * reads it as the API does: digits are a mobile number (all 10: that number, fewer: numbers
 * containing them), a reference (the "VY-7KQ4-M9RX" one the customer is told, an order id, a
 * booking's id, or the "BK-" form older SMS gave) is that booking, and letters are the start of a
 * name, any case. Anything else is no search at all, and the API refuses it (400) rather than
 * ignoring it.
 */
import { readReference } from "./booking-reference.ts";
import { DESK_SEARCH_MAX } from "./desk.ts";

export type DeskSearch =
  | { kind: "mobile"; digits: string }
  /** A booking's or an order's reference, as stored ("VY-7KQ4-M9RX"). */
  | { kind: "reference"; reference: string }
  | { kind: "order"; orderId: string }
  | { kind: "booking"; id: string }
  /** The first 8 hex digits of a booking's id, as the SMS's "BK-C218D20A" gives them. */
  | { kind: "booking-prefix"; hex: string }
  /** Lower-case, spaces squeezed: matched against the start of the name. */
  | { kind: "name"; prefix: string };

const ORDER_ID = /^[A-Z]{3}-\d{8}-[A-Z0-9]{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT_BOOKING = /^BK-?([0-9A-F]{8})$/;
// Letters of any script with their marks, and the few signs names carry.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** The search typed, read; undefined when it is none of a mobile, a reference or a name. */
export function readDeskSearch(typed: string): DeskSearch | undefined {
  const q = typed.trim();
  if (q.length === 0 || q.length > DESK_SEARCH_MAX) return undefined;
  if (/^\d+$/.test(q)) return q.length <= 10 ? { kind: "mobile", digits: q } : undefined;
  // Only with its "VY": eight letters of the reference's alphabet may also be someone's name.
  const reference = /^vy[\s-]?/i.test(q) ? readReference(q) : undefined;
  if (reference) return { kind: "reference", reference };
  const upper = q.toUpperCase();
  if (ORDER_ID.test(upper)) return { kind: "order", orderId: upper };
  if (UUID.test(q.toLowerCase())) return { kind: "booking", id: q.toLowerCase() };
  const short = SHORT_BOOKING.exec(upper);
  if (short?.[1]) return { kind: "booking-prefix", hex: short[1].toLowerCase() };
  if (q.length >= 2 && NAME.test(q)) {
    return { kind: "name", prefix: q.toLowerCase().replace(/\s+/g, " ") };
  }
  return undefined;
}
