/**
 * Reading lab reports for a proof. Every query carries the proof's condition, so a report the
 * proof does not cover is simply not found: the caller answers 404 and never learns it exists.
 */
import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type LabReportParameter, labReports } from "../../db/schema.ts";
import type { ReportProof } from "./report-access.ts";

export type LabReport = typeof labReports.$inferSelect;
export type Flag = "Low" | "High" | "Abnormal";

/**
 * The lab's flags that say a result is not what is expected, without a direction, and how the
 * report says them (report-words.ts).
 */
export const ABNORMAL_FLAG_WORDS: Readonly<Record<string, string>> = {
  A: "Abnormal",
  AA: "Critical abnormal",
  POS: "Positive",
  DET: "Detected",
  IND: "Indeterminate",
  RR: "Reactive",
};

/**
 * Low below the reference range, High above it, nothing inside it (bounds included); a range
 * open on one side flags only the other. Without a range, the lab's own L/H (or LL/HH) decides,
 * and its A, AA, POS, DET, IND or RR make the value Abnormal. Words are never compared with a
 * range: a text result is flagged by the lab alone.
 */
export function flagOf(
  parameter: Pick<LabReportParameter, "value" | "low" | "high" | "interpretation">,
): Flag | undefined {
  const { value, low, high, interpretation } = parameter;
  if (typeof value === "number") {
    if (low !== undefined && value < low) return "Low";
    if (high !== undefined && value > high) return "High";
  }
  if (typeof value === "number" && (low !== undefined || high !== undefined)) return undefined;
  if (interpretation === "L" || interpretation === "LL") return "Low";
  if (interpretation === "H" || interpretation === "HH") return "High";
  if (interpretation !== undefined && Object.hasOwn(ABNORMAL_FLAG_WORDS, interpretation)) {
    return "Abnormal";
  }
  return undefined;
}

/**
 * The reports a proof covers that a patient may read: released (signed off, critical values
 * called) and not replaced by a later version of the same report.
 */
function covers(proof: ReportProof): SQL | undefined {
  const readable = and(isNotNull(labReports.releasedAt), isNull(labReports.supersededAt));
  return proof.kind === "employee"
    ? and(
        readable,
        eq(labReports.corporateId, proof.corporateId),
        eq(labReports.employeeId, proof.employeeId),
      )
    : and(readable, eq(labReports.mobileNumber, proof.mobileNumber));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reports a proof covers, newest first. */
export function listReports(db: Database, proof: ReportProof): Promise<LabReport[]> {
  return db
    .select()
    .from(labReports)
    .where(covers(proof))
    .orderBy(desc(labReports.reportedAt))
    .limit(100);
}

/** The report if any of the proofs covers it (an id that is not a uuid is no report). */
export async function findReport(
  db: Database,
  id: string,
  proofs: readonly ReportProof[],
): Promise<LabReport | undefined> {
  if (!UUID.test(id)) return undefined;
  for (const proof of proofs) {
    const [row] = await db
      .select()
      .from(labReports)
      .where(and(eq(labReports.id, id), covers(proof)))
      .limit(1);
    if (row) return row;
  }
  return undefined;
}

/** ******0012: the last four digits, enough for the person to recognise their number. */
export function maskedMobile(mobile: string): string {
  return `******${mobile.slice(-4)}`;
}
