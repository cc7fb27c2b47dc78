/**
 * The one reference a booking or an order is known by (docs/product.md#booking-reference):
 * "VY-7KQ4-M9RX", the same on the thanks page, in the SMS, in My bookings, on the staff's screens
 * and in the CSV. Eight characters from 30 that cannot be misheard or misread for one another
 * (no 0/O, 1/I/L, and no U, which reads as V on a bad line), in two groups of four so it is read
 * aloud in two breaths. 30^8 is about 6.6 * 10^11: collisions are rare but not impossible, so the
 * server draws it and the database's unique indexes refuse a repeat (the server draws again).
 * It names a booking, it proves nothing: every lookup by it still needs the owner's proof.
 */

export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PREFIX = "VY-";
const LENGTH = 8;

/** A reference as stored and shown. */
export const referencePattern = /^VY-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** What a booking still on the phone says where its reference will be. */
export const REFERENCE_WHEN_SENT = "reference given when sent";

/**
 * A new reference from `random` (bytes, e.g. `crypto.getRandomValues`). Bytes of 240 and over
 * are skipped so each character is equally likely (240 is the largest multiple of 30 in a byte).
 */
export function drawReference(random: (bytes: Uint8Array) => Uint8Array): string {
  let chars = "";
  while (chars.length < LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < 240 && chars.length < LENGTH) chars += REFERENCE_ALPHABET[byte % 30];
    }
  }
  return `${REFERENCE_PREFIX}${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * A reference as typed or read out ("vy 7kq4 m9rx", "7KQ4M9RX"), in its stored form; undefined
 * when it cannot be one. Case, spaces and dashes do not matter, and the prefix may be left out.
 */
export function readReference(typed: string): string | undefined {
  let chars = typed.toUpperCase().replace(/[\s-]/g, "");
  if (chars.length === LENGTH + 2 && chars.startsWith("VY")) chars = chars.slice(2);
  const reference = `${REFERENCE_PREFIX}${chars.slice(0, 4)}-${chars.slice(4)}`;
  return chars.length === LENGTH && referencePattern.test(reference) ? reference : undefined;
}
