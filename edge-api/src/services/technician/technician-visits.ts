/**
 * A technician's own page (docs/product.md#technicians-page): the day's visits assigned to the
 * technicians row their staff account is linked to, and their actions on them. Each action is the
 * desk's own (services/desk/desk-visits.ts `deskAction`: the same steps, guards, audit and SMS),
 * run under the action's Idempotency-Key (services/idempotency/idempotency.ts) in one transaction
 * that also checks, under the visit's row lock, that the visit is still assigned to them: a
 * replay of a key is answered with its first answer and steps nothing again.
 */
import { DESK_PAGE_SIZE_MAX, deskMessages, indiaDate } from "@vyom/catalog/contract";
import type { TechnicianActionRequest } from "@vyom/catalog/contract/schemas";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, collectionVisits } from "../../db/schema.ts";
import type { Actor } from "../collection-visits/visits.ts";
import { type DeskVisitView, deskAction, listDeskVisits } from "../desk/desk-visits.ts";
import { type IdempotentOutcome, runIdempotent } from "../idempotency/idempotency.ts";

/** The technicians row a technician's account signs in as; null when it has none. */
export async function technicianOfAccount(db: Database, adminId: string): Promise<string | null> {
  const [row] = await db
    .select({ technicianId: admins.technicianId })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row?.technicianId ?? null;
}

/** The technician's visits of `now`'s day in India, in window order, cancelled ones left out. */
export async function technicianDay(db: Database, technicianId: string, now: Date) {
  const day = indiaDate(now);
  const { visits } = await listDeskVisits(db, {
    day,
    technician: technicianId,
    page: 1,
    pageSize: DESK_PAGE_SIZE_MAX,
  });
  return { day, visits: visits.filter((visit) => visit.status !== "cancelled") };
}

export type TechnicianAnswer =
  | { status: 201; body: { status: "success"; id: string; visit: DeskVisitView } }
  | { status: 403 | 404 | 409; body: { error: string; message: string } };

/**
 * One action, once per key. The answer (201, or the refusal 403/404/409) is stored with the key
 * in the action's own transaction, so the outbox's retry of an action already done reads it back.
 */
export function technicianAction(
  db: Database,
  input: {
    scope: string;
    key: string;
    technicianId: string;
    request: TechnicianActionRequest;
    actor: Actor;
    now: Date;
  },
): Promise<IdempotentOutcome<TechnicianAnswer["body"], TechnicianAnswer>> {
  const { request, now } = input;
  return runIdempotent<TechnicianAnswer["body"], TechnicianAnswer>(
    db,
    { scope: input.scope, key: input.key, body: request, now },
    async (tx): Promise<TechnicianAnswer> => {
      const [visit] = await tx
        .select({ technicianId: collectionVisits.technicianId })
        .from(collectionVisits)
        .where(eq(collectionVisits.id, request.visitId))
        .for("update");
      if (!visit) return { status: 404, body: notFound };
      if (visit.technicianId !== input.technicianId) {
        return { status: 403, body: { error: "forbidden", message: deskMessages.notYourVisit } };
      }
      // No `beforeDay`: a technician is held to the visit's day with no override (the desk's is).
      const outcome = await deskAction(tx, {
        visitId: request.visitId,
        request:
          request.action === "mark-paid"
            ? { action: "mark-paid", method: request.method }
            : { action: request.action },
        actor: input.actor,
        now,
      });
      switch (outcome.kind) {
        case "unknown-visit":
          return { status: 404, body: notFound };
        case "refused":
          return { status: 409, body: { error: "refused", message: outcome.message } };
        case "done":
          return {
            status: 201,
            body: { status: "success", id: request.visitId, visit: outcome.visit },
          };
      }
    },
  );
}

const notFound = { error: "not-found", message: deskMessages.unknownVisit };
