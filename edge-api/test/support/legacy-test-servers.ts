/**
 * Misbehaving stand-ins for the legacy service, for tests: a closed port, a server that answers
 * 500, one that answers broken JSON, one with the wrong shape, and one that never answers.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type BrokenLegacyMode = "status-500" | "bad-json" | "wrong-shape" | "hang";

export interface BrokenLegacyServer {
  url: string;
  close(): Promise<void>;
}

export function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
}

export async function startBrokenLegacyServer(mode: BrokenLegacyMode): Promise<BrokenLegacyServer> {
  const server = createServer((req, res) => {
    req.resume();
    if (mode === "hang") return;
    if (mode === "status-500") {
      res.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(mode === "bad-json" ? '{"Status": "Exists", "CustomerID": [' : '{"Result": "ok"}');
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

/** A URL on 127.0.0.1 where nothing listens (the port was just released). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await closeServer(server);
  return url;
}
