/** How the labs' key routes (lis-keys.routes.ts) appear in `GET /api/openapi.json`. */
import { LisKeyIssuedAnswer, LisKeysAnswer } from "@vyom/catalog/contract/schemas";
import { describe, refused } from "../../openapi/describe.ts";

const adminOnly = {
  401: refused("No staff session (unauthorised)"),
  403: refused("Not an admin (forbidden)"),
};

export const lisKeysDocs = {
  list: describe("Labs' API keys: label, lab, when made, last used, revoked (never the key)", {
    200: ["The keys", LisKeysAnswer],
    ...adminOnly,
  }),
  issue: describe("Issues a lab's API key, shown once in this answer", {
    201: ["The key (only its SHA-256 is stored)", LisKeyIssuedAnswer],
    ...adminOnly,
    404: refused("No such lab (unknown-lab)"),
    409: refused("The lab already has two live keys (too-many-keys)"),
  }),
  revoke: describe("Revokes a lab's key: it files nothing from now on", {
    200: ["Revoked (or already)"],
    ...adminOnly,
    404: refused("No such key (not-found)"),
  }),
};
