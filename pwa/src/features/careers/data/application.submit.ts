/**
 * Sending a job application through the outbox: the fields and the résumé's bytes are saved in
 * IndexedDB first (one transaction), then the flusher sends them as multipart, solving the
 * captcha itself. The form waits a few seconds for the first attempt, as the booking form does.
 */
import { toOutboxFile } from "@/sync/outbox-file.ts";
import { discardSubmission, submitThroughOutbox } from "@/sync/submit.ts";
import type { ApplicationValues } from "./application.rules.ts";

export type ApplicationResult =
  | { ok: true; queued: boolean /** The outbox row, followed live by /thanks. */; id: number }
  | { ok: false; reason: "rejected" | "not-saved"; detail?: string };

export async function sendApplication(
  jobId: string,
  values: ApplicationValues,
  resume: File,
  submit: typeof submitThroughOutbox = submitThroughOutbox,
): Promise<ApplicationResult> {
  const coverNote = values.coverNote.trim();
  const payload = {
    jobId,
    name: values.name.trim(),
    mobileNumber: values.mobileNumber,
    email: values.email.trim(),
    ...(coverNote === "" ? {} : { coverNote }),
  };
  let outcome: Awaited<ReturnType<typeof submitThroughOutbox>>;
  try {
    const files = [await toOutboxFile("resume", resume)];
    outcome = await submit("career-application", payload, { files });
  } catch {
    return { ok: false, reason: "not-saved" };
  }
  if (outcome.status === "sent") return { ok: true, queued: false, id: outcome.id };
  if (outcome.status === "queued") return { ok: true, queued: true, id: outcome.id };
  await discardSubmission(outcome.id).catch(() => {});
  return { ok: false, reason: "rejected", detail: outcome.reason };
}
