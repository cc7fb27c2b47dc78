/**
 * The technician's page's calls (docs/product.md#technicians-page): the day, read online; the
 * actions go through the outbox instead (technician-actions.ts), never from here.
 */
import { TechnicianDay } from "@vyom/catalog/contract/schemas";
import { call } from "@/lib/api-client.ts";

export function fetchTechnicianDay(signal?: AbortSignal): Promise<TechnicianDay> {
  return call("GET /api/technician/visits", { signal, parse: TechnicianDay.parse });
}

/** The staff sign-out every staff role uses. */
export async function signOutStaff(): Promise<void> {
  await call("POST /api/admin/logout");
}
