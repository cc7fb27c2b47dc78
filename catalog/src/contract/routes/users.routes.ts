/**
 * The signed-in customer's own records (edge-api/src/routes/users/users.routes.ts) and ABHA number
 * (edge-api/src/routes/users/abha.routes.ts).
 */

import { AbhaLinkAnswer } from "../schemas/abha.answers.ts";
import { AbhaLinkRequest } from "../schemas/abha.ts";
import { MeAnswer, MembersAnswer } from "../schemas/members.answers.ts";
import { MembersRequest, VyomIdParam } from "../schemas/members.ts";
import {
  customerSession,
  invalid,
  loginRequired,
  type RouteTable,
  refused,
} from "./route-entry.ts";

const stepUp = refused("No session, or its OTP is older than 15 minutes (step-up-required)");

export const usersEntries = {
  "GET /api/users/me": {
    summary: "The signed-in customer's user record, with the cart and address sets",
    answers: { 200: ["The user record", MeAnswer], 401: loginRequired },
    security: customerSession,
  },
  "PUT /api/users/:vyomId/members": {
    summary: "Replaces the cart's members ('My Self' is rebuilt by the server)",
    request: { params: VyomIdParam, body: MembersRequest },
    answers: {
      200: ["The members saved", MembersAnswer],
      400: invalid,
      401: loginRequired,
      403: refused("The vyomId is not the session's (forbidden)"),
    },
    security: customerSession,
  },
  "GET /api/users/me/abha": {
    summary: "The account's ABHA number, if linked",
    answers: { 200: ["The link", AbhaLinkAnswer], 401: loginRequired },
    security: customerSession,
  },
  "PUT /api/users/me/abha": {
    summary:
      "Adds or replaces the account's ABHA number with the consent's words agreed (stored with it)",
    request: { body: AbhaLinkRequest },
    answers: {
      200: ["Linked", AbhaLinkAnswer],
      400: refused("Not 14 digits, no consent, or an old consent version"),
      401: stepUp,
    },
    security: customerSession,
  },
  "DELETE /api/users/me/abha": {
    summary: "Withdraws the consent: the number leaves the account (kept as history)",
    answers: { 200: ["Withdrawn", AbhaLinkAnswer], 401: stepUp },
    security: customerSession,
  },
} as const satisfies RouteTable;
