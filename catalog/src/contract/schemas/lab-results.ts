/**
 * The staff's calls on lab results (edge-api/src/routes/admin/results.routes.ts): what a
 * pathologist signs and what the desk records after calling a patient about a critical value.
 */
import { z } from "zod";
import { multilineText, text } from "./text.ts";

export const ResultPath = z.object({ reportId: text().max(64) });

export const CriticalCallRequest = z.object({
  note: multilineText()
    .trim()
    .min(3, "Say what the patient was told")
    .max(500, "The note is at most 500 characters"),
});

// ---- Answers ----
// In lab-results.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./lab-results.answers.ts";
