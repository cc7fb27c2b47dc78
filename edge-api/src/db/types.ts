import type { Database } from "./client.ts";

/** A transaction handle; it has every query method of `Database`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
