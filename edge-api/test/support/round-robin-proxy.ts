/**
 * A load balancer for tests: each request goes to the next server in turn, headers and body
 * unchanged. It adds no X-Forwarded-For of its own: the servers trust one hop
 * (TRUSTED_PROXY_HOPS=1), and the test's own X-Forwarded-For plays the outer proxy's part, so each
 * request can come from the client address the test chooses. A server that does not answer (it
 * was killed) costs the request a 502, or a cut connection when its answer had already begun: the
 * client then retries, as the PWA's outbox does. A server that refused a connection gets no more
 * requests, as a load balancer's health check would take it out. Each answer says which server gave it
 * (`x-served-by`: its index in `targets`), so a test can show a request crossed servers.
 */
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export const SERVED_BY = "x-served-by";

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const down = new Set<number>();
  const pick = () => {
    for (let tried = 0; tried < targets.length; tried++) {
      const index = next++ % targets.length;
      if (!down.has(index)) return index;
    }
    return next++ % targets.length;
  };
  const server = createServer((incoming, answer) => {
    const index = pick();
    const target = new URL(targets[index] ?? "");
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        // A fresh connection per request: a pooled one may be closing on the server's side.
        agent: false,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, {
          ...response.headers,
          [SERVED_BY]: String(index),
        });
        response.pipe(answer);
        response.once("error", () => answer.destroy());
      },
    );
    upstream.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") down.add(index);
      if (answer.headersSent) answer.destroy();
      else
        answer
          .writeHead(502, { "content-type": "application/json" })
          .end(JSON.stringify({ error: "bad-gateway", code: error.code }));
    });
    incoming.pipe(upstream);
  });
  // Longer than the tests' CPU-bound pauses (solving captchas): the client's pooled connection is
  // never closed under it.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
