/**
 * An HTTP proxy in front of the app server that counts the bytes of every answer body it
 * forwards, as sent (compressed). It sees everything that reaches the network: the page's own
 * requests and the service worker's alike, which the browser's per-page events do not.
 */
import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";

export interface Transfer {
  method: string;
  path: string;
  status: number;
  bytes: number;
}

export interface CountingProxy {
  readonly url: string;
  /** Transfers since the last `reset()`. */
  transfers(): readonly Transfer[];
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let seen: Transfer[] = [];
  const server = createServer((req, res) => {
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const outgoing = forward(
      { host: upstream.hostname, port: upstream.port, method, path, headers: req.headers },
      (answer) => {
        const transfer: Transfer = { method, path, status: answer.statusCode ?? 0, bytes: 0 };
        seen.push(transfer);
        answer.on("data", (chunk: Buffer) => {
          transfer.bytes += chunk.length;
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => res.destroy());
    req.pipe(outgoing);
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    transfers: () => seen,
    reset: () => {
      seen = [];
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
