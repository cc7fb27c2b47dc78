/**
 * A stand-in for LeadSquared's v2 REST API (apidocs.leadsquared.com, read 2025: Capture Leads,
 * Post an Activity on a Lead, Get Activities of a Lead, Error Handling, Rate Limits): the same
 * paths, the accessKey/secretKey query authentication, the `{"Status":"Success","Message":{"Id"}}`
 * answers and the `{"Status":"Error","ExceptionType","ExceptionMessage"}` errors with their HTTP
 * codes (401 bad keys, 400 bad request, 429 rate limit, 500 failure). It exists so development and
 * tests run the real adapter (services/crm/leadsquared-crm.ts) over HTTP. Given a plan's calls per
 * 5 seconds, it refuses the calls over it with LeadSquared's 429 MXAPIRateLimitExceededException,
 * as the account does (crm-sim.store.ts counts them; refused calls do no work and are not counted).
 *
 * Simplified on purpose: leads are found by Phone only (the app always captures with
 * SearchBy=Phone); `Paging.Offset` is read as a page index from 0, as the documented example
 * suggests; ExceptionType names other than MXMandatoryAttributeMissingException are the simulator's.
 * `GET /simulator/received` (same keys) shows what arrived; it is not part of LeadSquared.
 */
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { CrmSimulatorStore, SimulatedEndpoint } from "./crm-sim.store.ts";

export interface CrmSimulatorKeys {
  accessKey: string;
  secretKey: string;
}

/** The simulator's keys when the server starts it (LEADSQUARED_API_URL unset); not secrets. */
export const crmSimulatorKeys: CrmSimulatorKeys = {
  accessKey: "u$simulator-access-key",
  secretKey: "simulator-secret-key",
};

const text = (max: number) => z.string().max(max);
const attributeValue = z.union([text(2_000), z.number(), z.boolean(), z.null()]);

const LeadCaptureBody = z
  .array(z.object({ Attribute: z.string().min(1).max(100), Value: attributeValue }))
  .min(1)
  .max(200);

const ActivityCreateBody = z.object({
  RelatedProspectId: z.string().min(1).max(64),
  ActivityEvent: z.number().int().positive(),
  ActivityNote: text(2_000).optional(),
  ActivityDateTime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    .optional(),
  Fields: z
    .array(z.object({ SchemaName: z.string().regex(/^mx_Custom_\d{1,3}$/), Value: text(2_000) }))
    .max(100)
    .optional(),
});

const count = z.union([z.number(), z.string().regex(/^\d{1,6}$/)]).transform(Number);
const ActivityRetrieveBody = z.object({
  Parameter: z.object({ ActivityEvent: z.number().int().optional() }).optional(),
  Paging: z.object({ Offset: count.optional(), RowCount: count.optional() }).optional(),
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function lsqError(c: Context, status: ContentfulStatusCode, type: string, message: string) {
  return c.json({ Status: "Error", ExceptionType: type, ExceptionMessage: message }, status);
}

async function readJson(c: Context): Promise<{ body: unknown } | undefined> {
  try {
    return { body: await c.req.json() };
  } catch {
    return undefined;
  }
}

/** The query parameter in any letter case: the documentation spells the keys both ways. */
function queryParam(c: Context, name: string): string | undefined {
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (key.toLowerCase() === name.toLowerCase()) return value;
  }
  return undefined;
}

export function createCrmSimulatorApp(store: CrmSimulatorStore, keys: CrmSimulatorKeys) {
  /** Plays the failure switched on for this endpoint, around the normal work. */
  async function play(c: Context, endpoint: SimulatedEndpoint, work: () => Promise<Response>) {
    const failure = store.failureFor(endpoint);
    if (failure?.kind === "status-500")
      return lsqError(c, 500, "MXInternalServerErrorException", "The simulator was told to fail");
    if (failure?.kind === "rate-limit")
      return lsqError(
        c,
        429,
        "MXAPIRateLimitExceededException",
        "API calls exceeded the limit of 25 in 5 second(s)",
      );
    const response = await work();
    if (failure?.kind === "slow") await sleep(failure.delayMs);
    if (failure?.kind === "malformed" && response.ok)
      return c.body('{"Status":"Success","Message":', 200, { "content-type": "application/json" });
    return response;
  }

  const invalid = (c: Context, message: string) =>
    lsqError(c, 400, "MXInvalidInputException", message);

  return new Hono()
    .use("*", async (c, next) => {
      if (
        queryParam(c, "accessKey") !== keys.accessKey ||
        queryParam(c, "secretKey") !== keys.secretKey
      )
        return lsqError(
          c,
          401,
          "MXUnAuthorizedAccessException",
          "Invalid access key or secret key",
        );
      await next();
    })
    .use("/v2/*", async (c, next) => {
      if (!store.admitCall())
        return lsqError(
          c,
          429,
          "MXAPIRateLimitExceededException",
          `API calls exceeded the limit of ${store.callsPer5s} in 5 second(s)`,
        );
      await next();
    })
    .post("/v2/LeadManagement.svc/Lead.Capture", (c) =>
      play(c, "Lead.Capture", async () => {
        const read = await readJson(c);
        const parsed = LeadCaptureBody.safeParse(read?.body);
        if (!parsed.success) return invalid(c, "The body must be [{Attribute, Value}]");
        const attributes = Object.fromEntries(
          parsed.data.map((pair) => [
            pair.Attribute,
            pair.Value === null ? "" : String(pair.Value),
          ]),
        );
        const { SearchBy: searchBy = "Phone", Phone: phone, ...rest } = attributes;
        if ("ProspectID" in rest || "ProspectId" in rest || searchBy !== "Phone")
          return invalid(c, "The simulator finds leads by Phone only");
        if (!phone)
          return lsqError(c, 400, "MXMandatoryAttributeMissingException", "'Phone' is mandatory");
        const { lead, created } = store.captureLead(phone, rest);
        return c.json({ Status: "Success", Message: { Id: lead.Id, IsCreated: created } });
      }),
    )
    .post("/v2/ProspectActivity.svc/Create", (c) =>
      play(c, "Activity.Create", async () => {
        const read = await readJson(c);
        const parsed = ActivityCreateBody.safeParse(read?.body);
        if (!parsed.success) return invalid(c, "The body is not an activity");
        const body = parsed.data;
        if (!store.findLead(body.RelatedProspectId))
          return lsqError(c, 400, "MXInvalidEntityReferenceException", "No lead with that Id");
        const activity = store.addActivity({
          RelatedProspectId: body.RelatedProspectId,
          ActivityEvent: body.ActivityEvent,
          ActivityNote: body.ActivityNote ?? "",
          ActivityDateTime: body.ActivityDateTime ?? "",
          Fields: Object.fromEntries((body.Fields ?? []).map((f) => [f.SchemaName, f.Value])),
        });
        return c.json({ Status: "Success", Message: { Id: activity.Id } });
      }),
    )
    .post("/v2/ProspectActivity.svc/Retrieve", (c) =>
      play(c, "Activity.Retrieve", async () => {
        const leadId = queryParam(c, "leadId");
        if (!leadId)
          return lsqError(c, 400, "MXMandatoryAttributeMissingException", "'leadId' is mandatory");
        const read = await readJson(c);
        const parsed = ActivityRetrieveBody.safeParse(read?.body ?? {});
        if (!parsed.success) return invalid(c, "The body must be {Parameter, Paging}");
        const { Parameter, Paging } = parsed.data;
        const matching = store.activitiesOf(leadId, Parameter?.ActivityEvent);
        const rows = Math.min(Paging?.RowCount ?? 25, 1_000);
        const page = matching.slice(
          (Paging?.Offset ?? 0) * rows,
          ((Paging?.Offset ?? 0) + 1) * rows,
        );
        return c.json({
          RecordCount: matching.length,
          ProspectActivities: page.map((a) => ({
            Id: a.Id,
            EventCode: a.ActivityEvent,
            CreatedOn: a.CreatedOn,
            ActivityType: 2,
            Type: "Inbound",
            Data: [
              { Key: "ActivityEvent_Note", Value: a.ActivityNote },
              ...Object.entries(a.Fields).map(([Key, Value]) => ({ Key, Value })),
            ],
          })),
        });
      }),
    )
    .get("/simulator/received", (c) => c.json(store.received()))
    .notFound((c) => lsqError(c, 404, "MXNotFoundException", "No such API"));
}
