/**
 * Prices an order's lines from the catalogue for its location: the amount a customer pays is
 * always the catalogue's, whatever a client sent. A line that the location does not offer, or
 * that the catalogue does not have, is refused by name rather than dropped.
 */
import { healthPackages, imagingItems, type Location, labTests, priceOf } from "@vyom/catalog";
import type { OrderRequest } from "@vyom/catalog/contract/schemas";
import type { OrderLine } from "../../db/schema.ts";

const tests = new Map(labTests.map((test) => [test.corpId, test]));
const packages = new Map(healthPackages.map((pkg) => [pkg.corpId, pkg]));
/** A scan's corpId is its imaging id, written as the catalogue numbers it ("26"). */
const scans = new Map(imagingItems.map((item) => [String(item.id), item]));

function itemOf(line: OrderRequest["lines"][number]) {
  if (line.kind === "test") return tests.get(line.corpId);
  if (line.kind === "healthPackage") return packages.get(line.corpId);
  return scans.get(line.corpId);
}

function nameOf(item: NonNullable<ReturnType<typeof itemOf>>): string {
  if ("testName" in item) return item.testName;
  if ("packageName" in item) return item.packageName;
  return item.name;
}

export interface RefusedLine {
  kind: OrderLine["kind"];
  corpId: string;
  /** The catalogue's name, or null when the catalogue has no such item. */
  name: string | null;
}

export type Priced =
  | { ok: true; lines: OrderLine[]; amount: number }
  | { ok: false; refused: RefusedLine[] };

export function priceOrderLines(requested: OrderRequest["lines"], location: Location): Priced {
  const lines: OrderLine[] = [];
  const refused: RefusedLine[] = [];
  for (const line of requested) {
    const item = itemOf(line);
    const name = item ? nameOf(item) : null;
    const price = item ? priceOf(item, location) : { offered: false as const };
    if (!price.offered || name === null) {
      refused.push({ kind: line.kind, corpId: line.corpId, name });
      continue;
    }
    lines.push({ ...line, name, price: price.price });
  }
  if (refused.length > 0) return { ok: false, refused };
  return { ok: true, lines, amount: lines.reduce((sum, line) => sum + line.price, 0) };
}
