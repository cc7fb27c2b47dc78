/**
 * Development-only routes, under /api/dev. Only the sources have them (src/development.ts hands
 * them to src/deps.ts outside production; the compiled server has none), src/app.ts does not
 * mount them when NODE_ENV=production, and they answer only requests made on this machine
 * (src/http/local-request.ts): a development server reachable from a network must not hand out
 * everyone's OTPs. Anyone else gets the 404 of a route that does not exist.
 *
 * - `GET /sms-outbox?mobile=<10 digits>` lists the SMS the dev adapter "sent" to a number, newest
 *   first, so a person or a test can read the OTP.
 * - `POST /lis-simulator` sends a collected visit's simulated lab report
 *   (../lis-sim/lis-simulator.ts) to this server's own ingest API over HTTP, as a lab's LIS would,
 *   so the whole results path works with no lab attached; `GET /lis-simulator` tells the desk it
 *   is there.
 */

import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../src/deps.ts";
import { localOnly } from "../../src/http/local-request.ts";
import { route } from "../../src/openapi/route.ts";
import {
  type LisSend,
  simulateResults,
  simulatorProtocols,
  simulatorStages,
} from "../lis-sim/lis-simulator.ts";
import { readDevSmsOutbox } from "../sms-sim/dev-inbox.ts";

const SEND_TIMEOUT_MS = 10_000;

/**
 * This server's own address: the local end of the connection the request came in on. Not the
 * Host header, which the client writes: with it, a page on a rebound domain could have the server
 * post a patient's name elsewhere. The request is a loopback one (localOnly), so this address is
 * loopback too, and the ingest API accepts the development key from it.
 */
function ownOrigin(c: Context): string | undefined {
  type Socket = { localAddress?: string; localPort?: number };
  const socket = (c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket;
  const address = socket?.localAddress?.replace(/^::ffff:(?=\d+\.)/i, "");
  if (!address || !socket?.localPort) return undefined;
  return `http://${address.includes(":") ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * Over HTTP to this server: the simulator is a client of the ingest API, not a shortcut into it.
 * No listener (an in-process request) or no answer is told in the simulator's answer (503, 502),
 * never as a bare 500.
 */
function httpSend(c: Context, logger: AppDeps["logger"]): LisSend {
  const origin = ownOrigin(c);
  const unreachable = (status: number, message: string) =>
    Response.json({ error: "lis-unreachable", message }, { status });
  return async (path, init) => {
    if (!origin) return unreachable(503, "The simulator posts over HTTP: no server is listening.");
    try {
      return await fetch(new URL(path, origin), {
        ...init,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn("dev.lis-simulator-unreachable", { origin, error: String(error) });
      return unreachable(502, `The ingest API at ${origin} did not answer.`);
    }
  };
}

export function devRoutes({ db, clock, logger }: AppDeps) {
  return new Hono()
    .use(localOnly)
    .get("/sms-outbox", ...route(ApiRoutes["GET /api/dev/sms-outbox"]), async (c) => {
      c.header("Cache-Control", "no-store");
      const messages = await readDevSmsOutbox(db, c.req.valid("query").mobile);
      return c.json({ messages }, 200);
    })
    .get("/lis-simulator", ...route(ApiRoutes["GET /api/dev/lis-simulator"]), (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ stages: [...simulatorStages], protocols: [...simulatorProtocols] }, 200);
    })
    .post("/lis-simulator", ...route(ApiRoutes["POST /api/dev/lis-simulator"]), async (c) => {
      c.header("Cache-Control", "no-store");
      const request = { ...c.req.valid("json"), now: clock() };
      const outcome = await simulateResults({ db, send: httpSend(c, logger) }, request);
      if (outcome.kind === "unknown-visit") {
        return c.json({ error: "not-found", message: "No visit has this id." }, 404);
      }
      const { status, message, lisReportId } = outcome;
      logger.info("dev.lis-simulator", { visitId: request.visitId, stage: request.stage, status });
      return c.json({ status, message, lisReportId }, 200);
    });
}
