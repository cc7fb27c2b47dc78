/**
 * Development only, answered from this machine only (edge-api/dev/routes/dev.routes.ts, never in
 * production): the SMS inbox and the LIS simulator the desk's buttons use.
 */

import {
  DevSmsOutboxAnswer,
  LisSimulatorAnswer,
  LisSimulatorInfoAnswer,
} from "../schemas/lab-results.answers.ts";
import { DevOutboxQuery, LisSimulatorBody } from "../schemas/lab-results.ts";
import { type Answer, invalid, type RouteTable, refused } from "./route-entry.ts";

const notHere = ["Not on this machine: as if the route did not exist"] as const satisfies Answer;

export const devEntries = {
  "GET /api/dev/sms-outbox": {
    summary: "Development only, from this machine: the SMS the dev adapter sent to a number",
    request: { query: DevOutboxQuery },
    answers: {
      200: ["The messages, newest first", DevSmsOutboxAnswer],
      400: invalid,
      404: notHere,
    },
  },
  "GET /api/dev/lis-simulator": {
    summary:
      "Development only, from this machine: the LIS simulator is here (the desk shows its buttons)",
    answers: { 200: ["What it can send", LisSimulatorInfoAnswer], 404: notHere },
  },
  "POST /api/dev/lis-simulator": {
    summary:
      "Development only, from this machine: sends a visit's simulated lab report (partial, final or corrected; FHIR or HL7 v2) to this server's ingest API, as a lab's LIS would (docs/lis-integration.md)",
    request: { body: LisSimulatorBody },
    answers: {
      200: [
        "Sent: the ingest API's status and its answer in words (stored, held, released or refused)",
        LisSimulatorAnswer,
      ],
      400: invalid,
      404: refused("No visit has this id (not-found), or not on this machine"),
    },
  },
} as const satisfies RouteTable;
