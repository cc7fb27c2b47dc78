/** How the development routes (dev.routes.ts) appear in `GET /api/openapi.json`. */
import { z } from "zod";
import { text } from "../../src/http/text-rule.ts";
import { describe, invalid, refused } from "../../src/openapi/describe.ts";
import { simulatorProtocols, simulatorStages } from "../lis-sim/lis-simulator.ts";

const notHere: [string] = ["Not on this machine: as if the route did not exist"];

export const devDocs = describe(
  "Development only, from this machine: the SMS the dev adapter sent to a number",
  {
    200: ["The messages, newest first", z.object({ messages: z.array(z.looseObject({})) })],
    404: notHere,
  },
);

export const lisSimulatorInfoDocs = describe(
  "Development only, from this machine: the LIS simulator is here (the desk shows its buttons)",
  {
    200: [
      "What it can send",
      z.object({
        stages: z.array(z.enum(simulatorStages)),
        protocols: z.array(z.enum(simulatorProtocols)),
      }),
    ],
    404: notHere,
  },
);

export const lisSimulatorDocs = describe(
  "Development only, from this machine: sends a visit's simulated lab report (partial, final or corrected; FHIR or HL7 v2) to this server's ingest API, as a lab's LIS would (docs/lis-integration.md)",
  {
    200: [
      "Sent: the ingest API's status and its answer in words (stored, held, released or refused)",
      // text(): every string schema under routes/ is built with it (http/text-rule.test.ts).
      z.object({ status: z.number().int(), message: text(), lisReportId: text() }),
    ],
    400: invalid,
    404: refused("No visit has this id (not-found), or not on this machine"),
  },
);
