/**
 * Labs' API keys for the ingest routes. A key is 32 random bytes shown once when issued; only its
 * SHA-256 is stored, so a database leak files no results. A key files results for its own lab
 * only. A lab has at most two live keys: the new one and the one it replaces, so a rotation never
 * stops results, and an admin revokes the old one when the lab has switched.
 *
 * `vyom-lis-dev` is the development key (lab `vyom-dev-lab`): honoured only outside production
 * and only for a request made on this machine (http/local-request.ts), like the development
 * admin password.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../../db/client.ts";
import { auditLog, lisKeys } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { isLocalRequest } from "../../http/local-request.ts";
import { DEV_LAB_ID, labOf } from "./labs.ts";

export const DEV_LIS_KEY = "vyom-lis-dev";
export const MAX_LIVE_KEYS_PER_LAB = 2;
/**
 * How stale a key's `last_used_at` may be: it says whether a lab still uses a key (before a
 * revoke), so writing it on every message (hundreds a minute, a row rewritten each time) buys
 * nothing over once a minute.
 */
export const LAST_USED_EVERY_MS = 60_000;

/** Who filed a message: the lab, and the key (null for the development key). */
export interface LisCaller {
  labId: string;
  keyId: string | null;
}

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

/** The caller a request's `Authorization: Bearer <key>` proves, if any. */
export async function lisCallerOf(c: Context, deps: AppDeps): Promise<LisCaller | undefined> {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer ([\x21-\x7e]{1,200})$/.exec(header);
  if (!match?.[1]) return undefined;
  const key = match[1];
  if (key === DEV_LIS_KEY) {
    const allowed = deps.env.NODE_ENV !== "production" && isLocalRequest(c);
    return allowed ? { labId: DEV_LAB_ID, keyId: null } : undefined;
  }
  const [row] = await deps.db
    .select({ id: lisKeys.id, labId: lisKeys.labId, lastUsedAt: lisKeys.lastUsedAt })
    .from(lisKeys)
    .where(and(eq(lisKeys.keyHash, hashOf(key)), isNull(lisKeys.revokedAt)));
  if (!row) return undefined;
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (!row.lastUsedAt || row.lastUsedAt <= staleBefore) {
    // Conditional, so servers racing on one key write it once.
    await deps.db
      .update(lisKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(lisKeys.id, row.id),
          or(isNull(lisKeys.lastUsedAt), lte(lisKeys.lastUsedAt, staleBefore)),
        ),
      );
  }
  return { labId: row.labId, keyId: row.id };
}

export type IssueOutcome =
  | { kind: "issued"; id: string; key: string; labId: string; label: string }
  | { kind: "unknown-lab" }
  | { kind: "too-many-live-keys" };

/** A new key for a lab, unless it already has two live ones (revoke the old one first). */
export async function issueLisKey(
  db: Database,
  input: { labId: string; label: string; actor: string; now: Date },
): Promise<IssueOutcome> {
  if (!labOf(input.labId) || input.labId === DEV_LAB_ID) return { kind: "unknown-lab" };
  const key = `vyom_lis_${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx): Promise<IssueOutcome> => {
    // Two issues at once for one lab: the second waits and counts the first's key.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lis-keys:${input.labId}`}))`);
    const live = await tx
      .select({ id: lisKeys.id })
      .from(lisKeys)
      .where(and(eq(lisKeys.labId, input.labId), isNull(lisKeys.revokedAt)));
    if (live.length >= MAX_LIVE_KEYS_PER_LAB) return { kind: "too-many-live-keys" };
    const [row] = await tx
      .insert(lisKeys)
      .values({
        labId: input.labId,
        keyHash: hashOf(key),
        label: input.label,
        createdBy: input.actor,
        createdAt: input.now,
      })
      .returning({ id: lisKeys.id });
    if (!row) throw new Error("the LIS key was not stored");
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "lis-key-issued",
      subject: `lis-key:${row.id}`,
      before: null,
      after: { labId: input.labId, label: input.label },
      at: input.now,
    });
    return { kind: "issued", id: row.id, key, labId: input.labId, label: input.label };
  });
}

/** Revokes a key: it files nothing from now on. Revoking a revoked key changes nothing. */
export async function revokeLisKey(
  db: Database,
  input: { id: string; actor: string; now: Date },
): Promise<"revoked" | "not-found"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(lisKeys)
      .set({ revokedAt: input.now })
      .where(and(eq(lisKeys.id, input.id), isNull(lisKeys.revokedAt)))
      .returning({ id: lisKeys.id, labId: lisKeys.labId });
    if (!row) {
      const [exists] = await tx
        .select({ id: lisKeys.id })
        .from(lisKeys)
        .where(eq(lisKeys.id, input.id));
      return exists ? "revoked" : "not-found";
    }
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "lis-key-revoked",
      subject: `lis-key:${row.id}`,
      before: { live: true },
      after: { live: false, labId: row.labId },
      at: input.now,
    });
    return "revoked";
  });
}

/** Every key, newest first, without its hash. */
export async function listLisKeys(db: Database) {
  const rows = await db
    .select({
      id: lisKeys.id,
      labId: lisKeys.labId,
      label: lisKeys.label,
      createdBy: lisKeys.createdBy,
      createdAt: lisKeys.createdAt,
      revokedAt: lisKeys.revokedAt,
      lastUsedAt: lisKeys.lastUsedAt,
    })
    .from(lisKeys)
    .orderBy(desc(lisKeys.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    labId: r.labId,
    label: r.label,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}
