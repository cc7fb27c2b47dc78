/**
 * The staff's calls on lab results (edge-api/src/routes/admin/results.routes.ts): what a
 * pathologist signs and what the desk records after calling a patient about a critical value.
 */
import { z } from "zod";
import { simulatorProtocols, simulatorStages } from "../lab-results.ts";
import { accountMobile } from "./account.ts";
import { multilineText, text } from "./text.ts";

export const ResultPath = z.object({ reportId: text().max(64) });

export const CriticalCallRequest = z.object({
  note: multilineText()
    .trim()
    .min(3, "Say what the patient was told")
    .max(500, "The note is at most 500 characters"),
});

/** A lab's new API key: which lab (edge-api/src/services/lis/labs.ts) and a label for people. */
export const LisKeyRequest = z.object({
  labId: text()
    .trim()
    .regex(/^[a-z0-9-]{3,40}$/, "Choose the lab"),
  label: text().trim().min(3, "Name the key (who uses it)").max(80, "At most 80 characters"),
});
export const LisKeyPath = z.object({ keyId: z.uuid("No such key") });

/** Development's LIS simulator (edge-api/dev/routes/dev.routes.ts): whose SMS to show. */
export const DevOutboxQuery = z.object({ mobile: accountMobile });

// No free text: a uuid and enums refuse NUL and lone surrogates already (./text.ts).
export const LisSimulatorBody = z.object({
  visitId: z.uuid("visitId must be a visit id"),
  stage: z.enum(simulatorStages, "stage must be partial, final or corrected"),
  protocol: z.enum(simulatorProtocols, "protocol must be fhir or hl7v2"),
  signed: z.boolean().optional(),
  critical: z.boolean().optional(),
});

// ---- Answers ----
// In lab-results.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./lab-results.answers.ts";
