/**
 * Misbehaving stand-ins for MSG91, for tests: a server that always answers 503, never answers,
 * answers broken JSON, the wrong shape, or `type: error` with HTTP 200; and a proxy in front of
 * the simulator that answers 503 to its first N requests. Each keeps the bodies it received, so a
 * test counts the attempts and knows the OTP that was sent.
 */
import { createServer, type IncomingMessage } from "node:http";
import { closeServer, listen } from "./legacy-test-servers.ts";

export type BrokenMsg91Mode = "status-503" | "hang" | "bad-json" | "wrong-shape" | "error-200";

export interface Msg91TestServer {
  url: string;
  /** Request bodies in arrival order. */
  bodies: string[];
  close(): Promise<void>;
}

const ANSWERS: Record<Exclude<BrokenMsg91Mode, "hang">, [number, string]> = {
  "status-503": [503, '{"type":"error","message":"Service Unavailable"}'],
  "bad-json": [200, '{"type":"success","message":'],
  "wrong-shape": [200, '{"status":"ok"}'],
  "error-200": [200, '{"type":"error","message":"Flow is not approved"}'],
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function start(
  handle: (req: IncomingMessage, body: string, seen: number) => Promise<[number, string] | null>,
): Promise<Msg91TestServer> {
  const bodies: string[] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    bodies.push(body);
    const answer = await handle(req, body, bodies.length);
    if (!answer) return;
    res.writeHead(answer[0], { "content-type": "application/json" }).end(answer[1]);
  });
  const url = await listen(server);
  return { url, bodies, close: () => closeServer(server) };
}

export function startBrokenMsg91Server(mode: BrokenMsg91Mode): Promise<Msg91TestServer> {
  return start(async () => (mode === "hang" ? null : ANSWERS[mode]));
}

/** Answers 503 to the first `failures` requests, then passes requests on to `target`. */
export function startFlakyMsg91Proxy(target: string, failures: number): Promise<Msg91TestServer> {
  return start(async (req, body, seen) => {
    if (seen <= failures) return ANSWERS["status-503"];
    const response = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: {
        authkey: String(req.headers.authkey ?? ""),
        "content-type": String(req.headers["content-type"] ?? ""),
      },
      body,
    });
    return [response.status, await response.text()];
  });
}

/** The OTP a recorded MSG91 request carried (tests use it to prove no log line holds it). */
export function otpOf(body: string | undefined): string {
  const parsed = JSON.parse(body ?? "{}") as { recipients?: { OTP?: string }[] };
  return parsed.recipients?.[0]?.OTP ?? "";
}
