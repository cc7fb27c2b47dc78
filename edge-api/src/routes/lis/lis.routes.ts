/**
 * The lab ingest API (docs/lis-integration.md), mounted at /api/lis: `POST /results` takes a FHIR
 * R4 Bundle and answers an OperationOutcome, `POST /hl7` an HL7 v2 ORU^R01 and answers an ACK.
 * Both convert the message once to the same record and file it through one service
 * (services/lab-results/lab-result-ingest.ts): stored whole, or refused naming every problem.
 *
 * Every request needs a lab's key (services/lis/lis-keys.ts). Wrong keys are counted per client
 * address, and each lab's messages per minute and per day, so neither a stranger guessing keys
 * nor a runaway LIS can flood the database; answers are never cached.
 */
import type { OperationOutcome } from "@medplum/fhirtypes";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientGroup } from "../../http/client-address.ts";
import { noStore } from "../../http/no-store.ts";
import { requestDeps } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { drainVisitNotices } from "../../services/collection-visits/visit-notices.ts";
import { ingestLabResult } from "../../services/lab-results/lab-result-ingest.ts";
import { reportLinkSite } from "../../services/lab-results/report-release.ts";
import { convertBundle } from "../../services/lis/fhir-bundle.ts";
import { buildAck } from "../../services/lis/hl7-ack.ts";
import { convertOru } from "../../services/lis/hl7-oru.ts";
import type { LabResultMessage, MessageProblem } from "../../services/lis/lab-result-message.ts";
import { type LisCaller, lisCallerOf } from "../../services/lis/lis-keys.ts";
import { informational, operationOutcome } from "../../services/lis/operation-outcome.ts";
import { consume, type RateLimitRule } from "../../services/rate-limit/rate-limit.ts";
import { answerOf } from "./lis-outcomes.ts";

const MINUTE = 60_000;
/** A stranger trying keys: a few mistakes are a misconfigured LIS, more are guessing. */
export const wrongKeysPerAddress: RateLimitRule = {
  name: "lis-wrong-key",
  limit: 20,
  windowMs: 10 * MINUTE,
};
/** A busy lab files a few results a second at peak; far more is a runaway sender. */
export const messagesPerLabMinute: RateLimitRule = {
  name: "lis-lab-minute",
  limit: 600,
  windowMs: MINUTE,
};
/** What a day's raw messages may grow the database by, per lab (about 5 GB at the 1 MB cap). */
export const messagesPerLabDay: RateLimitRule = {
  name: "lis-lab-day",
  limit: 5_000,
  windowMs: 24 * 60 * MINUTE,
};

const HL7_MEDIA = /^(x-application\/hl7-v2\+er7|application\/hl7-v2|text\/plain)$/i;
const FHIR_MEDIA = /^application\/(fhir\+)?json$/i;

const mediaOf = (c: Context) =>
  (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

type Gate =
  | { caller: LisCaller }
  | { refusal: { status: 401 | 429; text: string; retryAfter?: number } };

export function lisRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps;

  /** The key, then the lab's own limits: the refusal, or who is calling. */
  const gate = async (c: Context): Promise<Gate> => {
    const now = clock();
    const caller = await lisCallerOf(c, deps);
    if (!caller) {
      const guesses = await consume(db, wrongKeysPerAddress, clientGroup(c), now);
      if (!guesses.allowed) {
        return {
          refusal: {
            status: 429,
            text: "Too many wrong keys: wait and check the key.",
            retryAfter: guesses.retryAfterSeconds,
          },
        };
      }
      return { refusal: { status: 401, text: "The lab's API key is missing or wrong." } };
    }
    for (const rule of [messagesPerLabMinute, messagesPerLabDay]) {
      const used = await consume(db, rule, caller.labId, now);
      if (!used.allowed) {
        logger.warn("lis.lab-over-limit", { labId: caller.labId, rule: rule.name });
        return {
          refusal: {
            status: 429,
            text: "Too many messages from this lab: wait before sending more.",
            retryAfter: used.retryAfterSeconds,
          },
        };
      }
    }
    return { caller };
  };

  const file = async (
    c: Context,
    caller: LisCaller,
    protocol: "fhir" | "hl7v2",
    raw: string,
    message: LabResultMessage,
  ) => {
    const outcome = await ingestLabResult(db, {
      caller,
      protocol,
      raw,
      message,
      now: clock(),
      site: reportLinkSite(deps.env),
    });
    // A release queued the patient's SMS: it leaves now, not on the next maintenance pass.
    if (outcome.kind === "stored" && outcome.released) void drainVisitNotices(requestDeps(c, deps));
    return outcome;
  };

  const fhir = (c: Context, body: OperationOutcome, status: number, retryAfter?: number) => {
    c.header("content-type", "application/fhir+json");
    if (status === 401) c.header("www-authenticate", 'Bearer realm="lis"');
    if (retryAfter !== undefined) c.header("retry-after", String(retryAfter));
    return c.body(JSON.stringify(body), status as 200);
  };

  const ack = (c: Context, text: string, status: number, retryAfter?: number) => {
    c.header("content-type", "x-application/hl7-v2+er7; charset=utf-8");
    if (status === 401) c.header("www-authenticate", 'Bearer realm="lis"');
    if (retryAfter !== undefined) c.header("retry-after", String(retryAfter));
    return c.body(text, status as 200);
  };

  return new Hono()
    .use(noStore)
    .post("/results", ...route(ApiRoutes["POST /api/lis/results"]), async (c) => {
      const gated = await gate(c);
      if ("refusal" in gated) {
        const { status, text, retryAfter } = gated.refusal;
        const code = status === 401 ? "security" : "throttled";
        return fhir(c, operationOutcome([{ where: "Bundle", text }], code), status, retryAfter);
      }
      if (!FHIR_MEDIA.test(mediaOf(c))) {
        const text = "Send the Bundle as application/fhir+json.";
        return fhir(c, operationOutcome([{ where: "Bundle", text }], "not-supported"), 415);
      }
      const raw = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        const text = "The body is not JSON.";
        return fhir(c, operationOutcome([{ where: "Bundle", text }], "structure"), 400);
      }
      const converted = convertBundle(body);
      if (!converted.ok) {
        logger.info("lis.fhir-refused", {
          labId: gated.caller.labId,
          problems: converted.problems.length,
        });
        return fhir(c, operationOutcome(converted.problems, "invalid"), 400);
      }
      const outcome = await file(c, gated.caller, "fhir", raw, converted.message);
      const answer = answerOf(outcome, converted.message);
      logger.info("lis.fhir-filed", { labId: gated.caller.labId, outcome: outcome.kind });
      if (answer.status === 200 || answer.status === 201) {
        return fhir(c, informational(answer.text), answer.status);
      }
      const problem: MessageProblem = {
        where: "Bundle.entry.resource.ofType(DiagnosticReport)",
        text: answer.text,
      };
      return fhir(c, operationOutcome([problem], answer.issue), answer.status);
    })
    .post("/hl7", ...route(ApiRoutes["POST /api/lis/hl7"]), async (c) => {
      const now = clock();
      const gated = await gate(c);
      if ("refusal" in gated) {
        const { status, text, retryAfter } = gated.refusal;
        return ack(c, buildAck({ code: "AR", text, now }), status, retryAfter);
      }
      if (!HL7_MEDIA.test(mediaOf(c))) {
        const text = "Send the message as x-application/hl7-v2+er7.";
        return ack(c, buildAck({ code: "AR", text, now }), 415);
      }
      const raw = await c.req.text();
      const converted = convertOru(raw);
      if (!converted.ok) {
        const code = converted.kind === "reject" ? "AR" : "AE";
        const text = code === "AR" ? "The message is malformed." : "The message cannot be filed.";
        logger.info("lis.hl7-refused", {
          labId: gated.caller.labId,
          problems: converted.problems.length,
        });
        const body = buildAck({
          parsed: converted.parsed,
          controlId: converted.controlId,
          code,
          text,
          problems: converted.problems,
          now,
        });
        return ack(c, body, code === "AR" ? 400 : 422);
      }
      const outcome = await file(c, gated.caller, "hl7v2", raw, converted.message);
      const answer = answerOf(outcome, converted.message);
      logger.info("lis.hl7-filed", { labId: gated.caller.labId, outcome: outcome.kind });
      const problems = answer.ack === "AE" ? [{ where: "OBR-2", text: answer.text }] : [];
      const body = buildAck({
        parsed: converted.parsed,
        controlId: converted.controlId,
        code: answer.ack,
        text: answer.text,
        problems,
        now,
      });
      return ack(c, body, answer.status);
    });
}
