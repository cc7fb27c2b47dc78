/**
 * Reading lab reports for a proof. Every query carries the proof's condition, so a report the
 * proof does not cover is simply not found: the caller answers 404 and never learns it exists.
 */
import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type LabReportParameter, labReports } from "../../db/schema.ts";
import type { ReportProof } from "./report-access.ts";

export type LabReport = typeof labReports.$inferSelect;
export type Flag = "Low" | "High";

/**
 * Low below the reference range, High above it, nothing inside it (bounds included); a range
 * open on one side flags only the other. Without a range, the lab's own L/H (or LL/HH) decides.
 */
export function flagOf(
  parameter: Pick<LabReportParameter, "value" | "low" | "high" | "interpretation">,
): Flag | undefined {
  if (parameter.low !== undefined && parameter.value < parameter.low) return "Low";
  if (parameter.high !== undefined && parameter.value > parameter.high) return "High";
  if (parameter.low === undefined && parameter.high === undefined) {
    if (parameter.interpretation === "L" || parameter.interpretation === "LL") return "Low";
    if (parameter.interpretation === "H" || parameter.interpretation === "HH") return "High";
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
