/**
 * Drawing a booking's or an order's reference (catalog/src/contract/booking-reference.ts). The
 * database holds them unique: each table's unique index, and the `booking_references` registry its
 * insert triggers fill, so a booking and an order never share one either
 * (drizzle/0028_booking_references.sql). A write that hits a taken reference fails whole; its
 * writer draws again (`withFreshReference`), so a clash costs a retry and never a wrong answer.
 */
import { randomFillSync } from "node:crypto";
import { drawReference } from "@vyom/catalog/contract";

/** The API's draw: 8 characters from the crypto source. */
export const newReference = (): string => drawReference((bytes) => randomFillSync(bytes));

/** Each of these refuses a reference some row holds already. */
const REFERENCE_CONSTRAINTS = new Set([
  "bookings_reference_idx",
  "orders_reference_idx",
  "booking_references_pkey",
]);

/** The database refused the write because its reference is taken (drizzle wraps the driver's error). */
export function isReferenceTaken(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    const { code, constraint } = at as { code?: unknown; constraint?: unknown };
    if (code === "23505" && typeof constraint === "string") {
      return REFERENCE_CONSTRAINTS.has(constraint);
    }
  }
  return false;
}

/** Draws, as a 1-in-10^11 clash needs one retry and 5 in a row means the draw itself is broken. */
const DRAWS = 5;

/** Runs `write` with a fresh reference until one is free (a taken one fails the write whole). */
export async function withFreshReference<T>(
  draw: () => string,
  write: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(draw());
    } catch (error) {
      if (attempt >= DRAWS || !isReferenceTaken(error)) throw error;
    }
  }
}
