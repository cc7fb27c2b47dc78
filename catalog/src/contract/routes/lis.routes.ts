/**
 * The lab ingest API (edge-api/src/routes/lis/lis.routes.ts, docs/lis-integration.md): a lab's LIS
 * files a report as a FHIR R4 Bundle or an HL7 v2 ORU^R01 with its key. The bodies are not JSON
 * the table's schemas read: the route converts and checks them itself.
 */
import type { RouteEntry, RouteTable } from "./route-entry.ts";

const FHIR = "application/fhir+json";
const HL7 = "x-application/hl7-v2+er7";
const lab = {
  tags: ["Lab results"],
  security: [{ lisKey: [] }],
} as const satisfies Pick<RouteEntry, "tags" | "security">;

export const lisEntries = {
  "POST /api/lis/results": {
    summary:
      "Files a lab report from the LIS as a FHIR R4 Bundle (docs/lis-integration.md); Authorization: Bearer <lab key>",
    answers: {
      200: [
        "A replay of a message already stored: nothing changed (OperationOutcome)",
        undefined,
        FHIR,
      ],
      201: ["Stored (OperationOutcome saying whether it was released or held)", undefined, FHIR],
      400: [
        "Malformed or invalid: each problem with its expression (OperationOutcome)",
        undefined,
        FHIR,
      ],
      401: ["The lab's key is missing or wrong (OperationOutcome)", undefined, FHIR],
      403: ["Another lab files this booking's results (OperationOutcome)", undefined, FHIR],
      404: ["No booking or order has the reference (OperationOutcome)", undefined, FHIR],
      409: [
        "Not collected yet, a final report changed without a correction, or a report id of another booking (OperationOutcome)",
        undefined,
        FHIR,
      ],
      413: ["Larger than 1 MB"],
      415: ["Not application/fhir+json (OperationOutcome)", undefined, FHIR],
      422: [
        "The patient is not the booking's, or their date of birth or gender is missing (OperationOutcome)",
        undefined,
        FHIR,
      ],
      429: [
        "Too many wrong keys from this address, or messages from this lab (OperationOutcome; Retry-After)",
        undefined,
        FHIR,
      ],
    },
    ...lab,
  },
  "POST /api/lis/hl7": {
    summary:
      "Files a lab report from the LIS as an HL7 v2 ORU^R01 message (docs/lis-integration.md); answers an HL7 ACK; Authorization: Bearer <lab key>",
    answers: {
      200: ["ACK AA: a replay of a message already stored", undefined, HL7],
      201: ["ACK AA: stored", undefined, HL7],
      400: ["ACK AR: malformed, with an ERR segment per problem", undefined, HL7],
      401: ["ACK AR: the lab's key is missing or wrong", undefined, HL7],
      403: ["ACK AE: another lab files this booking's results", undefined, HL7],
      404: ["ACK AE: no booking or order has the reference", undefined, HL7],
      409: [
        "ACK AE: not collected, a final report changed without a correction, or a report id of another booking",
        undefined,
        HL7,
      ],
      413: ["Larger than 1 MB"],
      415: ["ACK AR: not HL7 v2 ER7"],
      422: ["ACK AE: a value, unit or the patient is missing or not the booking's", undefined, HL7],
      429: ["ACK AR: too many wrong keys, or messages from this lab (Retry-After)", undefined, HL7],
    },
    ...lab,
  },
} as const satisfies RouteTable;
