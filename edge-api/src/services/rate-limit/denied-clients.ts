/**
 * Clients this process already knows to be over a per-client budget, remembered until the window
 * that refused them ends. The database's count stays the judge (rate-limit.ts, shared by every
 * API process): an entry is made only from a refusal the database gave, and only ever refuses,
 * so it can make a limit neither looser nor longer. What it saves is the statement for each
 * further request of a client the database has refused already.
 *
 * Kept per database (like rate-limit.ts's prepared statements): the counters it mirrors are that
 * database's. Bounded: past `MAX_CLIENTS` the ended windows go first, then the oldest entries; a
 * forgotten client is only counted by the database again.
 */
import type { Database } from "../../db/client.ts";
import { counterKey, hitOf, type RateLimitRule } from "./rate-limit.ts";

export const MAX_CLIENTS = 10_000;

const refusedUntil = new WeakMap<Database, Map<string, number>>();

/** Seconds until a known refusal of `subject` ends (for `Retry-After`), or undefined. */
export function knownRefusal(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): number | undefined {
  const clients = refusedUntil.get(db);
  const key = counterKey(rule, subject);
  const until = clients?.get(key);
  if (until === undefined) return undefined;
  if (until <= now.getTime()) {
    clients?.delete(key);
    return undefined;
  }
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/** Remembers that the database refused `subject` at `now`: until the end of that window. */
export function rememberRefusal(db: Database, rule: RateLimitRule, subject: string, now: Date) {
  let clients = refusedUntil.get(db);
  if (!clients) {
    clients = new Map();
    refusedUntil.set(db, clients);
  }
  if (clients.size >= MAX_CLIENTS) {
    for (const [key, until] of clients) if (until <= now.getTime()) clients.delete(key);
    // Map iterates in insertion order: the first key is the oldest refusal.
    const oldest = clients.keys().next();
    if (clients.size >= MAX_CLIENTS && !oldest.done) clients.delete(oldest.value);
  }
  const key = counterKey(rule, subject);
  clients.delete(key);
  clients.set(key, hitOf(rule, subject, now).end.getTime());
}
