/**
 * A TCP relay between a server and its PostgreSQL, for tests that take the database away from a
 * running server (or hold its queries) without touching the shared PostgreSQL server itself.
 */
import { connect, createServer, type Socket } from "node:net";

/** PostgreSQL's Terminate message: what a client sends when it closes its connection itself. */
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);

export interface TcpRelay {
  port: number;
  /** Holds every byte both ways until `resume` (queries in flight wait). */
  pause(): void;
  resume(): void;
  /** Cuts every connection and refuses new ones, as a database that went down. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port. */
  start(): Promise<void>;
  /**
   * Since the last start (or `countFromNow`): connections whose client closed them with a
   * Terminate message, and all.
   */
  counts(): { closedByClient: number; total: number };
  /** Counts from now on: the connections open now, and those opened later. */
  countFromNow(): void;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const pairs = new Set<[Socket, Socket]>();
  let paused = false;
  let total = 0;
  let closedByClient = 0;
  const server = createServer((client) => {
    total += 1;
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    let tail = Buffer.alloc(0);
    client.on("data", (chunk) => {
      tail = Buffer.concat([tail, chunk]).subarray(-TERMINATE.length);
    });
    client.pipe(upstream);
    upstream.pipe(client);
    if (paused) for (const socket of pair) socket.pause();
    const drop = () => {
      // PostgreSQL closes its side once it reads Terminate, which may come before the client's end.
      if (pairs.delete(pair) && tail.equals(TERMINATE)) closedByClient += 1;
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  const listen = (port: number) =>
    new Promise<number>((done, fail) => {
      server.once("error", fail);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", fail);
        const address = server.address();
        done(typeof address === "object" && address ? address.port : port);
      });
    });
  const port = await listen(0);
  return {
    port,
    pause() {
      paused = true;
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    resume() {
      paused = false;
      for (const pair of pairs) for (const socket of pair) socket.resume();
    },
    async stop() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((done) => server.close(() => done()));
    },
    async start() {
      total = 0;
      closedByClient = 0;
      await listen(port);
    },
    counts: () => ({ closedByClient, total }),
    countFromNow() {
      total = pairs.size;
      closedByClient = 0;
    },
  };
}
