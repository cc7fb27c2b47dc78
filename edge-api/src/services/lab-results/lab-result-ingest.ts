/**
 * Files one LIS message (docs/lis-integration.md), already converted to a LabResultMessage,
 * in one transaction: the raw message, the report version it makes, and its release when it is
 * ready (report-release.ts). Either all of it is stored or none of it.
 *
 * - Idempotent: the same bytes from the same lab again are a replay and change nothing.
 * - Versions: a new message for a report id is its next version, merging its values over the
 *   previous version's (result-parameters.ts); a final report changes only by a correction.
 *   Concurrent messages for one report id wait for each other (an advisory lock), so versions
 *   never collide or skip.
 * - Scope: a report belongs to one booking and one lab. A collected sample's results come from
 *   the lab that files first; another lab's key cannot add to or correct them.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { labReports, lisMessages } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import type { LabResultMessage } from "../lis/lab-result-message.ts";
import type { LisCaller } from "../lis/lis-keys.ts";
import { bookingOfReference } from "./booking-of-reference.ts";
import { matchPatient } from "./patient-match.ts";
import { releaseIfReady } from "./report-release.ts";
import { hasCritical, mergeTests } from "./result-parameters.ts";

export type Protocol = "fhir" | "hl7v2";

type ReportRow = typeof labReports.$inferSelect;

export type IngestOutcome =
  | { kind: "stored"; report: ReportRow; released: boolean }
  | { kind: "replay"; report: ReportRow }
  | { kind: "unknown-booking" }
  | { kind: "not-collected"; status: string }
  | { kind: "patient-mismatch"; differs: "name" | "birthDate" | "gender" }
  | { kind: "patient-incomplete"; missing: "birthDate" | "gender" }
  | { kind: "another-lab" }
  | { kind: "report-of-another-booking" }
  | { kind: "final-needs-correction"; status: string };

/** Statuses a visit has once its sample is in a lab's hands. */
const SAMPLE_TAKEN = new Set(["collected", "in-lab", "report-ready"]);
const FINAL = new Set(["final", "corrected", "amended"]);

export const contentHash = (raw: string) => createHash("sha256").update(raw).digest("hex");

/** Whole years between a birth date and a moment (India time is irrelevant at a year's scale). */
export function ageAt(birthDate: string, at: Date): number {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  let age = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age -= 1;
  return Math.max(0, age);
}

export async function ingestLabResult(
  db: Database,
  input: {
    caller: LisCaller;
    protocol: Protocol;
    raw: string;
    message: LabResultMessage;
    now: Date;
    /** The host the "report ready" SMS links to. */
    site: string;
  },
): Promise<IngestOutcome> {
  const { caller, message, now } = input;
  const hash = contentHash(input.raw);
  return db.transaction(async (tx): Promise<IngestOutcome> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`lis-report:${caller.labId}:${message.lisReportId}`}))`,
    );
    const replay = await replayOf(tx, caller.labId, hash);
    if (replay) return { kind: "replay", report: replay };

    const booking = await bookingOfReference(tx, message.bookingReference);
    if (!booking || booking.visits.length === 0) return { kind: "unknown-booking" };
    const visit = booking.visits.find((v) => SAMPLE_TAKEN.has(v.status));
    if (!visit) return { kind: "not-collected", status: booking.visits[0]?.status ?? "received" };
    const match = matchPatient(message.patient, booking.people);
    if (match.kind === "mismatch") return { kind: "patient-mismatch", differs: match.differs };
    const patientName = match.person.name;
    if (!message.patient.birthDate) return { kind: "patient-incomplete", missing: "birthDate" };
    const gender = message.patient.gender;
    if (gender !== "female" && gender !== "male" && gender !== "other") {
      return { kind: "patient-incomplete", missing: "gender" };
    }

    const [otherLab] = await tx
      .select({ labId: labReports.labId })
      .from(labReports)
      .where(eq(labReports.visitId, visit.id))
      .limit(1);
    if (otherLab && otherLab.labId !== caller.labId) return { kind: "another-lab" };

    const [previous] = await tx
      .select()
      .from(labReports)
      .where(
        and(eq(labReports.labId, caller.labId), eq(labReports.lisReportId, message.lisReportId)),
      )
      .orderBy(desc(labReports.version))
      .limit(1);
    if (previous && previous.visitId !== visit.id) return { kind: "report-of-another-booking" };
    const correction = message.status === "corrected" || message.status === "amended";
    if (previous && FINAL.has(previous.lisStatus) && !correction) {
      return { kind: "final-needs-correction", status: previous.lisStatus };
    }

    const [stored] = await tx
      .insert(lisMessages)
      .values({
        labId: caller.labId,
        keyId: caller.keyId,
        protocol: input.protocol,
        contentHash: hash,
        raw: input.raw,
        lisReportId: message.lisReportId,
        receivedAt: now,
      })
      .returning({ id: lisMessages.id });
    if (!stored) throw new Error("the LIS message was not stored");

    const tests = mergeTests(previous?.tests ?? [], message.results);
    const collectedAt = message.sample.collectedAt
      ? new Date(message.sample.collectedAt)
      : (previous?.collectedAt ?? now);
    const [report] = await tx
      .insert(labReports)
      .values({
        ...(previous ? { number: previous.number } : {}),
        mobileNumber: visit.mobileNumber,
        patientName,
        patientAge: ageAt(message.patient.birthDate, collectedAt),
        patientGender: gender,
        patientBirthDate: message.patient.birthDate,
        collectedAt,
        reportedAt: message.issuedAt ? new Date(message.issuedAt) : now,
        tests,
        labId: caller.labId,
        lisReportId: message.lisReportId,
        version: (previous?.version ?? 0) + 1,
        lisStatus: message.status,
        messageId: stored.id,
        visitId: visit.id,
        bookingId: visit.subject.startsWith("booking:") ? visit.subject.slice(8) : null,
        sampleId: message.sample.id ?? previous?.sampleId ?? null,
        sampleType: message.sample.type ?? previous?.sampleType ?? null,
        signedByName: message.signedBy?.name ?? null,
        signedByRegistration: message.signedBy?.registration ?? null,
        signedAt: message.signedBy ? now : null,
        critical: hasCritical(tests),
        createdAt: now,
      })
      .returning();
    if (!report) throw new Error("the lab report was not stored");
    const released = await releaseIfReady(tx, report, {
      now,
      actor: `lis:${caller.labId}`,
      site: input.site,
    });
    return { kind: "stored", report: released ? { ...report, releasedAt: now } : report, released };
  });
}

async function replayOf(
  tx: Transaction,
  labId: string,
  hash: string,
): Promise<ReportRow | undefined> {
  const [row] = await tx
    .select({ report: labReports })
    .from(lisMessages)
    .innerJoin(labReports, eq(labReports.messageId, lisMessages.id))
    .where(and(eq(lisMessages.labId, labId), eq(lisMessages.contentHash, hash)))
    .limit(1);
  return row?.report;
}
