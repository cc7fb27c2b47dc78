/**
 * A test-only fault hook in front of the test server: an HTTP proxy on its own port that forwards
 * everything to the server, except the requests a test told it to fail (answered by the proxy
 * with the status asked for, never reaching the server), and the answers it was told to rewrite
 * (e.g. a changed sw.js, as after a deploy). It also records every request it saw.
 * Nothing of it is in the production code paths: the browser simply talks to the proxy's URL.
 */
import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  method: string;
  path: string;
  /** The status the browser got (the injected one, or the server's). */
  status: number;
  injected: boolean;
}

export interface FaultProxy {
  readonly url: string;
  readonly requests: readonly SeenRequest[];
  /** The next `times` requests matching `method` and `path` are answered `status` by the proxy. */
  failNext(method: string, path: RegExp, status: number, times: number): void;
  /** From now on, GET answers for `path` have their body passed through `change`. */
  rewrite(path: RegExp, change: (body: string) => string): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const faults: Array<{ method: string; path: RegExp; status: number; remaining: number }> = [];
  const requests: SeenRequest[] = [];
  const rewrites: Array<{ path: RegExp; change: (body: string) => string }> = [];

  const server = createServer((req, res) => {
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const fault = faults.find((f) => f.remaining > 0 && f.method === method && f.path.test(path));
    if (fault) {
      fault.remaining--;
      req.resume();
      req.on("end", () => {
        requests.push({ method, path, status: fault.status, injected: true });
        res.writeHead(fault.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: "injected-fault" }));
      });
      return;
    }
    const rewrite = method === "GET" ? rewrites.find((r) => r.path.test(path)) : undefined;
    // An answer to rewrite is asked for uncompressed: the change works on its text.
    const headers = rewrite ? { ...req.headers, "accept-encoding": "identity" } : req.headers;
    const outgoing = forward(
      { host: upstream.hostname, port: upstream.port, method, path, headers },
      (answer) => {
        requests.push({ method, path, status: answer.statusCode ?? 0, injected: false });
        if (!rewrite) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.from(rewrite.change(Buffer.concat(chunks).toString("utf8")));
          const { "content-length": _length, etag: _etag, ...kept } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...kept, "content-length": body.length });
          res.end(body);
        });
      },
    );
    outgoing.on("error", () => res.destroy());
    req.pipe(outgoing);
  });

  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(method, path, status, times) {
      faults.push({ method, path, status, remaining: times });
    },
    rewrite(path, change) {
      rewrites.push({ path, change });
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
