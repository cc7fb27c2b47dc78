/**
 * The development groups' part of src/openapi/route-answers.test-d.ts (src never imports
 * edge-api/dev/): `npm run typecheck` fails here when the test gateway's or a /api/dev handler
 * answers a status or a body its entry in the route table does not allow.
 */
import type { ApiRoutes } from "@vyom/catalog/contract/routes";
import type { AnswerViolations, NoViolations } from "../src/openapi/route-answers.ts";
import type { testGatewayRoutes } from "./payments-sim/test-gateway.routes.ts";
import type { devRoutes } from "./routes/dev.routes.ts";

type Group<Routes extends (...args: never[]) => unknown, Prefix extends string> = AnswerViolations<
  ReturnType<Routes>,
  Prefix,
  ApiRoutes
>;

export type Checked = [
  NoViolations<Group<typeof testGatewayRoutes, "/api/payments">>,
  NoViolations<Group<typeof devRoutes, "/api/dev">>,
];
