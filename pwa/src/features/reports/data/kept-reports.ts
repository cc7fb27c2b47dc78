/**
 * "Keep my reports on this phone" for the report page (off by default: reports stay off the
 * device). The store itself, encrypted under a key this browser cannot export, is
 * db/kept-reports.ts; it is loaded only when there is a database to look in, so a phone that has
 * stored nothing opens a report without loading the storage code. Only the report's answer is
 * kept, never the proof (an httpOnly cookie the app cannot read anyway). A kept copy is checked
 * against the report's schema when read: one this version of the app cannot show is not shown.
 */
import { ReportViewAnswer } from "@vyom/catalog/contract/schemas";
import { databaseExists } from "@/db/storage-in-use.ts";
import type { ReportView } from "./reports-api.ts";

const store = () => import("@/db/kept-reports.ts");

export interface KeptCopy {
  report: ReportView;
  savedAt: Date;
}

export async function isKeeping(): Promise<boolean> {
  // No database at all: nothing was ever kept.
  if (!(await databaseExists())) return false;
  return (await store()).keepingOn();
}

/** On: a key (each report opened from now on is kept). Off: every kept report and the key go. */
export async function setKeeping(on: boolean): Promise<void> {
  const kept = await store();
  await (on ? kept.startKeeping() : kept.stopKeeping());
}

/** Keeps the report just read, if keeping is on (the store checks, in its write's transaction). */
export async function keepReport(report: ReportView): Promise<void> {
  await (await store()).keepReport(report.id, report);
}

/** The report's kept copy and when it was saved; undefined when there is none it can show. */
export async function readKeptReport(id: string): Promise<KeptCopy | undefined> {
  if (!(await databaseExists())) return undefined;
  const kept = await (await store()).readKeptReport(id);
  if (!kept) return undefined;
  const parsed = ReportViewAnswer.safeParse(kept.value);
  return parsed.success ? { report: parsed.data, savedAt: kept.savedAt } : undefined;
}
