/**
 * An account's ABHA number, added with explicit consent (catalog/src/contract/abha.ts): the
 * words agreed to in the language they were read in, their version and when are stored with the
 * number (the version and language in the audit log too), so the consent can be shown later
 * exactly as given. Replacing the number or withdrawing ends the
 * live row and keeps it; at most one row is live per account (a partial unique index), whatever
 * two requests race.
 */
import { ABHA_CONSENT, abhaConsentText, type MessageLanguage } from "@vyom/catalog/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { abhaLinks, auditLog, users } from "../../db/schema.ts";
import { sameStoredName } from "../lab-results/patient-match.ts";
import { abhaNumber } from "./abha.ts";

export type AbhaLink = {
  abhaNumber: string;
  consentVersion: string;
  consentLanguage: MessageLanguage;
  consentedAt: string;
};

export async function currentAbha(db: Database, userId: string): Promise<AbhaLink | null> {
  const [row] = await db
    .select()
    .from(abhaLinks)
    .where(and(eq(abhaLinks.userId, userId), isNull(abhaLinks.withdrawnAt)));
  return row
    ? {
        abhaNumber: row.abhaNumber,
        consentVersion: row.consentVersion,
        consentLanguage: row.consentLanguage,
        consentedAt: row.consentedAt.toISOString(),
      }
    : null;
}

/**
 * Links the number (replacing a live one); `raw` is as typed, checked by the request schema, and
 * `language` is the one the consent was read in.
 */
export async function linkAbha(
  db: Database,
  input: { userId: string; raw: string; language: MessageLanguage; actor: string; now: Date },
): Promise<AbhaLink> {
  const number = abhaNumber(input.raw);
  if (!number) throw new Error("linkAbha: the request schema lets only 14 digits through");
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(abhaLinks)
      .set({ withdrawnAt: input.now })
      .where(and(eq(abhaLinks.userId, input.userId), isNull(abhaLinks.withdrawnAt)))
      .returning({ abhaNumber: abhaLinks.abhaNumber });
    await tx.insert(abhaLinks).values({
      userId: input.userId,
      abhaNumber: number,
      consentVersion: ABHA_CONSENT.version,
      consentText: abhaConsentText(input.language),
      consentLanguage: input.language,
      consentedAt: input.now,
    });
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "abha-linked",
      subject: `user:${input.userId}`,
      before: ended[0] ? { abhaNumber: ended[0].abhaNumber } : null,
      after: {
        abhaNumber: number,
        consentVersion: ABHA_CONSENT.version,
        consentLanguage: input.language,
      },
      at: input.now,
    });
    return {
      abhaNumber: number,
      consentVersion: ABHA_CONSENT.version,
      consentLanguage: input.language,
      consentedAt: input.now.toISOString(),
    };
  });
}

/** Withdraws the consent: the number leaves the account (kept as history); answers if one was live. */
export async function unlinkAbha(
  db: Database,
  input: { userId: string; actor: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(abhaLinks)
      .set({ withdrawnAt: input.now })
      .where(and(eq(abhaLinks.userId, input.userId), isNull(abhaLinks.withdrawnAt)))
      .returning({ abhaNumber: abhaLinks.abhaNumber });
    if (!ended) return false;
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: "abha-withdrawn",
      subject: `user:${input.userId}`,
      before: { abhaNumber: ended.abhaNumber },
      after: null,
      at: input.now,
    });
    return true;
  });
}

/**
 * The ABHA number to put on a report: the account holder's, and only on the holder's own reports
 * (a family member on the same number has a health id of their own, or none).
 */
export async function abhaOfPatient(
  db: Database,
  report: { mobileNumber: string; patientName: string },
): Promise<string | undefined> {
  const [holder] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.mobileNumber, report.mobileNumber));
  if (!holder || !sameStoredName(holder.name, report.patientName)) return undefined;
  return (await currentAbha(db, holder.id))?.abhaNumber;
}
