/**
 * The public lookups the booking forms make (edge-api/src/routes/centre-slots/,
 * edge-api/src/routes/collection-windows/) and the API's own health (edge-api/src/routes/health/).
 */

import { CentreSlotsAnswer } from "../schemas/centre-slots.answers.ts";
import { CentreSlotsQuery } from "../schemas/centre-slots.ts";
import { CollectionWindowsAnswer } from "../schemas/collection-windows.answers.ts";
import { CollectionWindowsQuery } from "../schemas/collection-windows.ts";
import {
  HealthAnswer,
  NotReadyAnswer,
  OpenApiDocumentAnswer,
  ReadyAnswer,
} from "../schemas/health.answers.ts";
import { invalid, notFound, type RouteTable, rateLimited, refused } from "./route-entry.ts";

const crossSite = refused("A cross-site request (cross-site-request)");

export const lookupEntries = {
  "GET /api/centre-slots": {
    summary: "A day's slots for a scan at a centre, with the places left",
    request: { query: CentreSlotsQuery },
    answers: {
      200: ["The slots (none on a day the centre is closed)", CentreSlotsAnswer],
      400: invalid,
      403: crossSite,
      404: notFound,
      429: rateLimited,
    },
  },
  "GET /api/collection-windows": {
    summary: "A day's home-collection windows for a pincode, with the places left (or: not served)",
    request: { query: CollectionWindowsQuery },
    answers: {
      200: ["The windows, or that the pincode is not served", CollectionWindowsAnswer],
      400: invalid,
      403: crossSite,
      429: rateLimited,
    },
  },
  "GET /api/health": {
    summary: "Liveness: the API answers and its database takes a query",
    answers: { 200: ["Alive", HealthAnswer], 500: ["The database did not answer"] },
  },
  "GET /api/openapi.json": {
    summary: "This document: the API described as OpenAPI 3.1",
    answers: { 200: ["The OpenAPI document", OpenApiDocumentAnswer] },
  },
  "GET /api/ready": {
    summary: "Readiness: the database answers and has every migration",
    answers: {
      200: ["Ready", ReadyAnswer],
      503: ["Not ready: which part is missing (never the error itself)", NotReadyAnswer],
    },
  },
} as const satisfies RouteTable;
