import { CollectionWindowsAnswer } from "@vyom/catalog/contract/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoServiceAreas } from "../../../dev/demo-data/demo-service-areas.ts";
import { createTestContext, freshAddress, type TestContext } from "../../../test/context.ts";

let ctx: TestContext;
beforeAll(async () => {
  // 08:30 in India on 2026-12-01.
  ctx = await createTestContext();
  ctx.clock.set("2026-12-01T03:00:00Z");
  await ctx.db.transaction(seedDemoServiceAreas);
});
afterAll(() => ctx?.close());

const windows = (query: string, headers: Record<string, string> = {}) =>
  ctx.get(`/api/collection-windows?${query}`, { headers });

describe("GET /api/collection-windows", () => {
  it("lists the area's windows of the day with the places left, never cached", async () => {
    const response = await windows("pincode=600020&date=2026-12-02");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = CollectionWindowsAnswer.parse(await response.json());
    expect(answer).toMatchObject({
      served: true,
      area: { id: "chennai", name: "Chennai", priceLocation: "chennai" },
    });
    if (!answer.served) return;
    expect(answer.windows.map((w) => [w.startsAt, w.endsAt, w.placesLeft])).toEqual([
      ["07:00", "09:00", 8],
      ["09:00", "11:00", 8],
      ["11:00", "13:00", 8],
      ["13:00", "15:00", 8],
      ["15:00", "17:00", 8],
      ["17:00", "19:00", 8],
    ]);
  });

  it("today, only the windows that have not started; for a fasting test, only the morning ones", async () => {
    const today = CollectionWindowsAnswer.parse(
      await (await windows("pincode=600020&date=2026-12-01")).json(),
    );
    expect(today.served && today.windows.map((w) => w.startsAt)).toEqual([
      "09:00",
      "11:00",
      "13:00",
      "15:00",
      "17:00",
    ]);
    const fasting = CollectionWindowsAnswer.parse(
      await (await windows("pincode=600020&date=2026-12-02&fasting=true")).json(),
    );
    expect(fasting.served && fasting.windows.map((w) => w.startsAt)).toEqual(["07:00", "09:00"]);
  });

  it("a pincode the lab does not serve is said so", async () => {
    const response = await windows("pincode=110001&date=2026-12-02");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      served: false,
      message: "We do not collect samples at this pincode yet. Please visit a centre near you.",
    });
  });

  it.each([
    ["pincode=6000&date=2026-12-02", "pincode", "Enter valid Pincode: 6 digits"],
    ["date=2026-12-02", "pincode", "Invalid input: expected string, received undefined"],
    ["pincode=600020&date=2026-02-30", "date", "Date is not a real calendar date"],
    ["pincode=600020&date=tomorrow", "date", "Date must be YYYY-MM-DD"],
    ["pincode=600020&date=2026-12-02&fasting=yes", "fasting", "fasting is true or false"],
    ["pincode=600020%00&date=2026-12-02", "pincode", "Enter valid Pincode: 6 digits"],
    ["pincode=600020&date=2026-12-02%ED%A0%80", "date", undefined],
  ])("refuses %s, naming %s", async (query, path, message) => {
    const response = await windows(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: string;
      issues: { path: string; message: string }[];
    };
    expect(body.error).toBe("invalid-request");
    expect(body.issues[0]?.path).toBe(path);
    if (message) expect(body.issues[0]?.message).toBe(message);
  });

  it("answers a cross-site request with nothing", async () => {
    const response = await windows("pincode=600020&date=2026-12-02", {
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).toBe(403);
  });

  it("a client walking every pincode and date is stopped at 300 looks in 10 minutes; others are not", async () => {
    const flooding = freshAddress();
    const look = (address: string) =>
      ctx.get("/api/collection-windows?pincode=600020&date=2026-12-02", { address });
    const answers = await Promise.all(Array.from({ length: 300 }, () => look(flooding)));
    expect(answers.every((response) => response.status === 200)).toBe(true);
    const refused = await look(flooding);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "rate-limited" });
    expect((await look(freshAddress())).status).toBe(200);
  });
});
