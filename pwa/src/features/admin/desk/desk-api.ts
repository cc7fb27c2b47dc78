/**
 * The booking desk's calls (docs/product.md#booking-desk), online only like the rest of the admin
 * area. The answers are checked with the contract's own zod/mini schemas
 * (catalog/src/contract/schemas/desk.ts), so the screens and the API cannot drift apart.
 */
import {
  AuditPageAnswer,
  CapacityAnswer,
  DeskActionAnswer,
  DeskAreasAnswer,
  DeskDayAnswer,
  type DeskVisit,
  DeskVisitsAnswer,
  LisSimulatorAnswer,
  TechnicianAnswer,
  TechnicianSuggestionsAnswer,
  TechniciansAnswer,
  VisitAuditAnswer,
} from "@vyom/catalog/contract/schemas";
import type * as z from "zod/mini";
import { ApiError, type CallAnswer, call } from "@/lib/api-client.ts";

export type {
  AuditEntry,
  DeskVisit,
  Technician,
  TechnicianSuggestions,
} from "@vyom/catalog/contract/schemas";
export type DeskVisitsPage = z.infer<typeof DeskVisitsAnswer>;
export type DeskDay = z.infer<typeof DeskDayAnswer>;
export type DeskArea = z.infer<typeof DeskAreasAnswer>["areas"][number];
export type DeskWindowLoad = DeskDay["windows"][number];

export interface DeskVisitsQuery {
  day: string;
  area: string;
  window: string;
  status: string;
  /** The search box: a name, a mobile number or a reference (catalog/src/contract/desk-search.ts). */
  q: string;
  page: number;
  pageSize: number;
}

export function fetchDeskVisits(query: DeskVisitsQuery, signal?: AbortSignal) {
  const filters: Record<string, string> = {};
  for (const key of ["day", "area", "window", "status", "q"] as const) {
    if (query[key]) filters[key] = query[key];
  }
  return call("GET /api/admin/desk/visits", {
    query: { page: query.page, pageSize: query.pageSize, ...filters },
    signal,
    parse: DeskVisitsAnswer.parse,
  });
}

export async function fetchAreas(signal?: AbortSignal) {
  return (await call("GET /api/admin/desk/areas", { signal, parse: DeskAreasAnswer.parse })).areas;
}

export function fetchDay(area: string, day: string, signal?: AbortSignal) {
  return call("GET /api/admin/desk/day", {
    query: { area, day },
    signal,
    parse: DeskDayAnswer.parse,
  });
}

export async function setCapacity(input: {
  area: string;
  day: string;
  startsAt: string;
  capacity: number;
}) {
  const answer = await call("PUT /api/admin/desk/capacity", {
    body: input,
    parse: CapacityAnswer.parse,
  });
  return answer.window;
}

export type DeskActionBody =
  | { action: "confirm" | "start-visit" | "mark-in-lab" }
  /** `beforeDay`: the dispatcher confirmed marking it before the visit's day (audited). */
  | { action: "mark-collected"; beforeDay?: true }
  | { action: "assign-technician"; technicianId: string; arrivingBy: string }
  | { action: "mark-paid"; method: "cash" | "upi" }
  | { action: "cancel"; reason: string };

export async function actOnVisit(visitId: string, body: DeskActionBody): Promise<DeskVisit> {
  const answer = await call("POST /api/admin/desk/visits/:visitId/actions", {
    params: { visitId },
    body,
    parse: DeskActionAnswer.parse,
  });
  return answer.visit;
}

export async function fetchVisitAudit(visitId: string, signal?: AbortSignal) {
  const answer = await call("GET /api/admin/desk/visits/:visitId/audit", {
    params: { visitId },
    signal,
    parse: VisitAuditAnswer.parse,
  });
  return answer.entries;
}

export function fetchAuditPage(page: number, pageSize: number, signal?: AbortSignal) {
  return call("GET /api/admin/desk/audit", {
    query: { page, pageSize },
    signal,
    parse: AuditPageAnswer.parse,
  });
}

/** Whom to assign a visit to: the technicians by area and room that day, and the one suggested. */
export function fetchTechnicianSuggestions(visitId: string, signal?: AbortSignal) {
  return call("GET /api/admin/desk/visits/:visitId/technicians", {
    params: { visitId },
    signal,
    parse: TechnicianSuggestionsAnswer.parse,
  });
}

export async function fetchTechnicians(signal?: AbortSignal) {
  const answer = await call("GET /api/admin/desk/technicians", {
    signal,
    parse: TechniciansAnswer.parse,
  });
  return answer.technicians;
}

export async function addTechnician(input: {
  name: string;
  mobileNumber: string;
  areaId: string | null;
}) {
  const answer = await call("POST /api/admin/desk/technicians", {
    body: input,
    parse: TechnicianAnswer.parse,
  });
  return answer.technician;
}

export async function changeTechnician(
  id: string,
  change: { name?: string; mobileNumber?: string; active?: boolean; areaId?: string | null },
) {
  const answer = await call("PATCH /api/admin/desk/technicians/:technicianId", {
    params: { technicianId: id },
    body: change,
    parse: TechnicianAnswer.parse,
  });
  return answer.technician;
}

/** What the development LIS simulator sends: a stage of a visit's report, in one protocol. */
export interface LabSimulatorRequest {
  stage: "partial" | "final" | "corrected";
  protocol: "fhir" | "hl7v2";
  critical?: boolean;
}

/** The ingest API's answer to the simulated lab (catalog/src/contract/routes/dev.routes.ts). */
export type LabSimulatorAnswer = CallAnswer<"POST /api/dev/lis-simulator">;

/**
 * Development only: whether this server has the LIS simulator. The route exists only outside
 * production and answers only a browser on the server's own machine (404 otherwise), so the
 * desk shows the simulator exactly where it works. The app is the same build in both, so the
 * server, not the bundle, is what can tell.
 */
export async function labSimulatorAvailable(signal?: AbortSignal): Promise<boolean> {
  try {
    await call("GET /api/dev/lis-simulator", { signal });
    return true;
  } catch {
    return false;
  }
}

/** Development only: the simulated lab sends the visit's report to the real ingest API. */
export function sendSimulatedResults(visitId: string, request: LabSimulatorRequest) {
  return call("POST /api/dev/lis-simulator", {
    body: { visitId, ...request },
    parse: LisSimulatorAnswer.parse,
  });
}

/** What to tell the person when a desk call is refused: the API's own message when it sent one. */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (typeof body === "object" && body !== null && "message" in body) {
      const { message } = body as { message: unknown };
      if (typeof message === "string" && message) return message;
    }
    if (error.kind === "network" || error.kind === "timeout") {
      return "Could not reach the server. Check the connection and try again.";
    }
  }
  return "That did not work. Please try again.";
}
