/** The staff's view of lab results waiting for them, zod/mini (lab-results.ts holds the requests). */
import * as z from "zod/mini";
import { simulatorProtocols, simulatorStages } from "../lab-results.ts";

export const StaffResult = z.object({
  id: z.string(),
  reportNumber: z.string(),
  version: z.number(),
  status: z.enum(["partial", "preliminary", "final", "corrected", "amended"]),
  labId: z.string(),
  patientName: z.string(),
  patientAge: z.number(),
  patientGender: z.string(),
  /** The desk calls the patient about a critical value. */
  mobileNumber: z.string(),
  sampleId: z.nullable(z.string()),
  tests: z.array(z.string()),
  flagged: z.array(
    z.object({
      test: z.string(),
      parameter: z.string(),
      /** A number in `unit`, or the lab's words for a text result (unit ""). */
      value: z.union([z.number(), z.string()]),
      unit: z.string(),
      flagWords: z.string(),
    }),
  ),
  critical: z.boolean(),
  /** What it waits for: a pathologist's signature, the desk's call, or nothing (released). */
  waitingFor: z.nullable(z.enum(["signature", "critical-call"])),
  signedBy: z.nullable(z.string()),
  criticalCall: z.nullable(z.object({ at: z.string(), by: z.string(), note: z.string() })),
  receivedAt: z.string(),
  releasedAt: z.nullable(z.string()),
});

/** `GET /api/admin/results`: what waits (oldest first) and what was released lately. */
export const StaffResultsAnswer = z.object({
  held: z.array(StaffResult),
  released: z.array(StaffResult),
});

/** A signature or a call recorded: the version as it is now. */
/** A step on a result; `message` when it was done before (the first signature or call stands). */
export const StaffResultAnswer = z.object({ result: StaffResult, message: z.optional(z.string()) });

export const LisKey = z.object({
  id: z.string(),
  labId: z.string(),
  label: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
});
/** The keys, and the labs a key can be issued for (the admin page's choice). */
export const LisKeysAnswer = z.object({
  keys: z.array(LisKey),
  labs: z.array(z.object({ id: z.string(), name: z.string() })),
});
/** The key itself appears only here, once. */
export const LisKeyIssuedAnswer = z.object({
  id: z.string(),
  labId: z.string(),
  label: z.string(),
  key: z.string(),
});

/** `POST /api/admin/lis-keys/{keyId}/revoke`: revoked (or revoked before). */
export const LisKeyRevokedAnswer = z.object({ status: z.literal("revoked") });

/** Development only (edge-api/dev/routes/dev.routes.ts): the SMS the dev adapter sent. */
export const DevSmsOutboxAnswer = z.object({ messages: z.array(z.looseObject({})) });
/** Development only: what the LIS simulator can send. */
export const LisSimulatorInfoAnswer = z.object({
  stages: z.array(z.enum(simulatorStages)),
  protocols: z.array(z.enum(simulatorProtocols)),
});
/** Development only: the ingest API's status and its answer in words. */
export const LisSimulatorAnswer = z.object({
  status: z.number(),
  message: z.string(),
  lisReportId: z.string(),
});
