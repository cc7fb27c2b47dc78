/** How the ABHA routes (abha.routes.ts) appear in `GET /api/openapi.json`. */
import { AbhaLinkAnswer } from "@vyom/catalog/contract/schemas";
import { describe, loginRequired, refused } from "../../openapi/describe.ts";

const customer = { security: [{ customerSession: [] }] };
const stepUp = refused("No session, or its OTP is older than 15 minutes (step-up-required)");

export const abhaDocs = {
  abha: describe(
    "The account's ABHA number, if linked",
    { 200: ["The link", AbhaLinkAnswer], 401: loginRequired },
    customer,
  ),
  linkAbha: describe(
    "Adds or replaces the account's ABHA number with the consent's words agreed (stored with it)",
    {
      200: ["Linked", AbhaLinkAnswer],
      400: refused("Not 14 digits, no consent, or an old consent version"),
      401: stepUp,
    },
    customer,
  ),
  unlinkAbha: describe(
    "Withdraws the consent: the number leaves the account (kept as history)",
    { 200: ["Withdrawn", AbhaLinkAnswer], 401: stepUp },
    customer,
  ),
};
