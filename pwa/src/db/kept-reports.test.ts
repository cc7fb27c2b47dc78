/**
 * Reports kept on this phone, on fake-indexeddb with Node's WebCrypto: what IndexedDB holds is
 * not the report (no value, name or JSON of it in any row), reading it back gives the report, the
 * key is a CryptoKey that cannot be exported, each row opens only as its own report, the oldest go
 * past 50, and turning keeping off or logging out leaves nothing of them nor the key.
 */
import { Dexie } from "dexie";
import { describe, expect, it, vi } from "vitest";
import { db, VyomDatabase } from "./database.ts";
import {
  keepingOn,
  keepReport,
  maxKeptReports,
  readKeptReport,
  startKeeping,
  stopKeeping,
} from "./kept-reports.ts";
import { logout } from "./session.ts";

const reportId = "00000000-0000-4000-8000-000000000001";
const report = {
  id: reportId,
  patient: { name: "Lakshmi Narayanan", birthDate: "1974-03-02" },
  tests: [{ testName: "CBC", parameters: [{ name: "Haemoglobin", value: 10.8, unit: "g/dL" }] }],
};
const savedAt = new Date("2026-11-28T16:22:00.000Z");

/** Every row of every store, with each byte buffer read as text: what a copy of the files shows. */
async function everythingStored(): Promise<string> {
  const asText = (_key: string, value: unknown) =>
    value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value;
  const tables = await Promise.all(db.tables.map((table) => table.toArray()));
  return JSON.stringify(tables, asText);
}

describe("keeping reports on this phone", () => {
  it("is off by default: nothing is kept", async () => {
    expect(await keepingOn()).toBe(false);
    expect(await keepReport(reportId, report, savedAt)).toBe(false);
    expect(await db.keptReports.count()).toBe(0);
    expect(await readKeptReport(reportId)).toBeUndefined();
  });

  it("stores the report encrypted, not as its JSON, and reads it back as it was", async () => {
    await startKeeping();
    expect(await keepingOn()).toBe(true);
    expect(await keepReport(reportId, report, savedAt)).toBe(true);

    const [row] = await db.keptReports.toArray();
    expect(Object.keys(row ?? {}).sort()).toEqual(["bytes", "id", "iv", "savedAt"]);
    expect(row?.iv.byteLength).toBe(12);
    const stored = await everythingStored();
    for (const plain of ["Haemoglobin", "Lakshmi", "1974-03-02", "10.8", '"tests"']) {
      expect(stored).not.toContain(plain);
    }
    expect(await readKeptReport(reportId)).toEqual({ value: report, savedAt });
  });

  it("keeps the key as a CryptoKey that cannot be exported", async () => {
    await startKeeping();
    const [row] = await db.reportKeys.toArray();
    const key = row?.key as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: "AES-GCM", length: 256 });
    await expect(crypto.subtle.exportKey("raw", key)).rejects.toThrow();
    await expect(crypto.subtle.exportKey("jwk", key)).rejects.toThrow();
    // Turning it on again keeps that key: the reports kept under it stay readable.
    await keepReport(reportId, report, savedAt);
    await startKeeping();
    expect(await db.reportKeys.count()).toBe(1);
    expect((await readKeptReport(reportId))?.value).toEqual(report);
  });

  it("uses a new nonce each time, and a row opens only as its own report", async () => {
    await startKeeping();
    await keepReport(reportId, report, savedAt);
    const first = await db.keptReports.get(reportId);
    await keepReport(reportId, report, savedAt);
    const second = await db.keptReports.get(reportId);
    expect(new Uint8Array(second?.iv ?? new ArrayBuffer(0))).not.toEqual(
      new Uint8Array(first?.iv ?? new ArrayBuffer(0)),
    );
    const otherId = "00000000-0000-4000-8000-000000000002";
    if (second) await db.keptReports.put({ ...second, id: otherId });
    expect(await readKeptReport(otherId)).toBeUndefined();
  });

  it(`keeps at most ${maxKeptReports}, dropping the oldest`, async () => {
    await startKeeping();
    for (let n = 0; n <= maxKeptReports; n++) {
      await keepReport(`report-${n}`, { n }, new Date(Date.UTC(2026, 10, 1, 0, n)));
    }
    expect(await db.keptReports.count()).toBe(maxKeptReports);
    expect(await db.keptReports.get("report-0")).toBeUndefined();
    expect((await readKeptReport(`report-${maxKeptReports}`))?.value).toEqual({
      n: maxKeptReports,
    });
  });

  it("turning it off deletes every kept report and the key", async () => {
    await startKeeping();
    await keepReport(reportId, report, savedAt);
    await keepReport("another", { other: true }, savedAt);
    await stopKeeping();
    expect(await keepingOn()).toBe(false);
    expect(await db.keptReports.count()).toBe(0);
    expect(await db.reportKeys.count()).toBe(0);
    expect(await keepReport(reportId, report, savedAt)).toBe(false);
  });

  it("a report encrypted while keeping was turned off is not written", async () => {
    await startKeeping();
    const encrypt = crypto.subtle.encrypt.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, "encrypt").mockImplementationOnce(async (...args) => {
      await stopKeeping();
      return encrypt(...args);
    });
    expect(await keepReport(reportId, report, savedAt)).toBe(false);
    expect(await db.keptReports.count()).toBe(0);
  });

  it("logout wipes the kept reports and the key", async () => {
    await startKeeping();
    await keepReport(reportId, report, savedAt);
    await logout();
    expect(await db.keptReports.count()).toBe(0);
    expect(await db.reportKeys.count()).toBe(0);
    expect(await keepingOn()).toBe(false);
  });
});

it("a version-5 database upgrades to version 6 with its rows kept and nothing kept", async () => {
  const name = `upgrade-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(5).stores({
    cart: "id",
    settings: "key",
    session: "id",
    leases: "name",
    outbox:
      "++id, &idempotencyKey, state, [state+nextAttemptAt], createdAt, [state+sentAt], [state+kind], noticeDue, attentionSince",
    myBookings: "owner",
  });
  await old.table("settings").put({ key: "location", value: "chennai" });
  old.close();
  const upgraded = new VyomDatabase(name);
  expect(await upgraded.settings.get("location")).toEqual({ key: "location", value: "chennai" });
  expect(await upgraded.keptReports.count()).toBe(0);
  expect(await upgraded.reportKeys.count()).toBe(0);
  expect(upgraded.verno).toBe(7);
  upgraded.close();
  await Dexie.delete(name);
});
