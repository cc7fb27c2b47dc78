/** How the staff's results routes (results.routes.ts) appear in `GET /api/openapi.json`. */
import { StaffResultAnswer, StaffResultsAnswer } from "@vyom/catalog/contract/schemas";
import { describe, refused } from "../../openapi/describe.ts";

const unauthorised = refused("No staff session (unauthorised)");

export const resultsDocs = {
  list: describe("Lab results waiting for a signature or a call, and those lately released", {
    200: ["Held (oldest first) and released (newest first)", StaffResultsAnswer],
    401: unauthorised,
  }),
  sign: describe("A pathologist signs a held result off; it is released if nothing else holds it", {
    200: ["Signed (or already signed: the first signature stands)", StaffResultAnswer],
    401: unauthorised,
    403: refused("Not a pathologist (forbidden)"),
    404: refused("No such result (not-found)"),
    409: refused("A newer version exists (superseded)"),
    422: refused("The account has no name and registration to sign with (no-signature)"),
  }),
  criticalCall: describe("The desk records calling the patient about a critical value", {
    200: ["Recorded (or already recorded); released if signed", StaffResultAnswer],
    401: unauthorised,
    403: refused("Not the desk or an admin (forbidden)"),
    404: refused("No such result (not-found)"),
    409: refused("No critical value, or a newer version exists"),
  }),
};
