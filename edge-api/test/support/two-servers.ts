/**
 * Two API servers in child processes on ONE PostgreSQL schema, behind a round-robin proxy, with
 * one LeadSquared simulator both deliver to (each server would otherwise start its own, and no
 * one could count deliveries across them). The schema starts empty: both servers migrate it as
 * they start, at the same time, as a deploy of several servers does. They share SECRET_KEY, as
 * production requires: a challenge, an OTP or a payment token made by one is checked by the other.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import {
  type RunningCrmSimulator,
  startCrmSimulator,
} from "../../dev/crm-sim/start-crm-simulator.ts";
import { dropTestSchema, SCHEMA_PREFIX, testDatabaseUrl } from "../database.ts";
import { type RoundRobinProxy, startRoundRobinProxy } from "./round-robin-proxy.ts";
import { type ServerProcess, startServerProcess } from "./start-server-process.ts";

export interface TwoServers {
  servers: ServerProcess[];
  proxy: RoundRobinProxy;
  crm: RunningCrmSimulator;
  /** A query on the servers' schema. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function startTwoServers(options: {
  crmDeliveryNudgeMs: number;
}): Promise<TwoServers> {
  const url = testDatabaseUrl();
  const schema = `${SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  await client.query(`create schema ${schema}`);
  const crm = await startCrmSimulator();
  const env = {
    SECRET_KEY: randomBytes(32).toString("base64url"),
    LEADSQUARED_API_URL: crm.url,
    LEADSQUARED_ACCESS_KEY: crm.keys.accessKey,
    LEADSQUARED_SECRET_KEY: crm.keys.secretKey,
  };
  const started = await Promise.allSettled(
    [0, 1].map(() => startServerProcess({ url, schema }, { env, ...options })),
  );
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const proxy = await startRoundRobinProxy(servers.map((server) => server.base));
  const close = async () => {
    await proxy.close();
    for (const server of servers) await server.kill();
    await crm.close();
    await dropTestSchema(client, schema);
    await client.end();
  };
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await close();
    throw failed.reason;
  }
  return {
    servers,
    proxy,
    crm,
    query: async (text, values) => (await client.query(text, values)).rows,
    close,
  };
}
