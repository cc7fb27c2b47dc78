/** How the development SMS inbox (dev.routes.ts) appears in `GET /api/openapi.json`. */
import { z } from "zod";
import { describe } from "../../openapi/describe.ts";

export const devDocs = describe(
  "Development only, from this machine: the SMS the dev adapter sent to a number",
  {
    200: ["The messages, newest first", z.object({ messages: z.array(z.looseObject({})) })],
    404: ["Not on this machine: as if the route did not exist"],
  },
);
