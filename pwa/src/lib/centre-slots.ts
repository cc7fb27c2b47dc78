/**
 * A centre's slots of a day for a scan, with the places left (`GET /api/centre-slots`,
 * docs/product.md#scan-booking). Places change by the minute: asked fresh each time, never cached
 * or kept offline; offline, the page says that choosing a slot needs a connection.
 */
import { CentreSlotsAnswer } from "@vyom/catalog/contract/schemas";
import { ApiError, call } from "@/lib/api-client.ts";

export type CentreSlot = CentreSlotsAnswer["slots"][number];

export type CentreSlotsState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "offline" }
  | { kind: "failed" }
  | { kind: "ready"; slots: CentreSlot[] };

export async function fetchCentreSlots(
  query: { centreId: string; scan: number; date: string },
  signal?: AbortSignal,
): Promise<CentreSlotsState> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return { kind: "offline" };
  try {
    const answer = await call("GET /api/centre-slots", {
      query: { centreId: query.centreId, scan: String(query.scan), date: query.date },
      signal,
      parse: CentreSlotsAnswer.parse,
    });
    return { kind: "ready", slots: answer.slots };
  } catch (error) {
    if (error instanceof ApiError && (error.kind === "network" || error.kind === "timeout"))
      return { kind: "offline" };
    return { kind: "failed" };
  }
}
