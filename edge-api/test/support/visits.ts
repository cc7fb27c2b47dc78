/**
 * Browser walks (pwa/e2e) seed home-collection visits as checkout and the desk would leave them:
 * a window's place claimed, the visit opened and confirmed (services/collection-visits).
 */
import type { Database } from "../../src/db/client.ts";
import { bookings } from "../../src/db/schema.ts";
import { openVisit, takeStep } from "../../src/services/collection-visits/visits.ts";
import { claimWindow } from "../../src/services/collection-windows/collection-windows.ts";

export interface SeededVisit {
  subject: string;
  mobileNumber: string;
  window: { areaId: string; day: string; startsAt: string };
  tests: string[];
}

/** Claims the window, opens the visit and confirms it; answers the visit's id. */
export async function seedConfirmedVisit(db: Database, visit: SeededVisit): Promise<string> {
  const now = new Date();
  const claim = await claimWindow(db, { ...visit.window, holder: visit.subject, now });
  if (claim.kind !== "held") throw new Error(`window not held: ${claim.kind}`);
  const opened = await openVisit(db, { ...visit, now });
  const confirmed = await takeStep(db, {
    visitId: opened.id,
    request: { step: "confirm" },
    actor: "desk:e2e@vyom.example",
    now,
  });
  if (confirmed.kind !== "done") throw new Error(`visit not confirmed: ${confirmed.kind}`);
  return opened.id;
}

/**
 * A home-collection booking (the Book Test Now form's) stored as the API stores one sent by its
 * number's owner, signed in (its number proven: it is theirs in My bookings).
 */
export async function seedBooking(
  db: Database,
  input: { name: string; mobileNumber: string; pincode: string; collectionDate: string },
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({ ...input, policyValue: "true", payload: {}, numberProvenAt: new Date() })
    .returning({ id: bookings.id });
  if (!row) throw new Error("booking insert returned no row");
  return row.id;
}
