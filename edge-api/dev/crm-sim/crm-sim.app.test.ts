import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/clock.ts";
import { type RunningCrmSimulator, startCrmSimulator } from "./start-crm-simulator.ts";

let sim: RunningCrmSimulator;
beforeAll(async () => {
  sim = await startCrmSimulator();
});
afterAll(() => sim?.close());
afterEach(() => sim.store.recover());

const keys = (): Record<string, string> => ({ ...sim.keys });

function post(path: string, body: unknown, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...keys(), ...query });
  return fetch(`${sim.url}/v2/${path}?${params}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const capture = (phone: string, extra: Array<{ Attribute: string; Value: string }> = []) =>
  post("LeadManagement.svc/Lead.Capture", [
    { Attribute: "Phone", Value: phone },
    { Attribute: "SearchBy", Value: "Phone" },
    ...extra,
  ]);

async function leadId(phone: string) {
  const answer = (await (await capture(phone)).json()) as { Message: { Id: string } };
  return answer.Message.Id;
}

const activity = (id: string, custom9: string) => ({
  RelatedProspectId: id,
  ActivityEvent: 206,
  ActivityNote: "note",
  ActivityDateTime: "2025-03-10 09:30:00",
  Fields: [{ SchemaName: "mx_Custom_9", Value: custom9 }],
});

describe("LeadSquared simulator", () => {
  it("refuses wrong or missing keys with 401 in LeadSquared's error shape", async () => {
    const wrong: Array<Record<string, string>> = [{ secretKey: "wrong" }, { accessKey: "" }];
    for (const query of wrong) {
      const res = await post("LeadManagement.svc/Lead.Capture", [], query);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        Status: "Error",
        ExceptionType: "MXUnAuthorizedAccessException",
        ExceptionMessage: expect.any(String),
      });
    }
    const res = await fetch(`${sim.url}/simulator/received`);
    expect(res.status).toBe(401);
  });

  it("captures one lead per phone number: a second capture updates it", async () => {
    const first = await capture("9300000001", [{ Attribute: "mx_Zip", Value: "600020" }]);
    expect(first.status).toBe(200);
    const created = (await first.json()) as { Status: string; Message: { Id: string } };
    expect(created).toMatchObject({ Status: "Success", Message: { IsCreated: true } });
    const again = await capture("9300000001", [{ Attribute: "mx_Zip", Value: "600021" }]);
    expect(await again.json()).toEqual({
      Status: "Success",
      Message: { Id: created.Message.Id, IsCreated: false },
    });
    const res = await fetch(`${sim.url}/simulator/received?${new URLSearchParams(keys())}`);
    const { leads } = (await res.json()) as { leads: Array<{ Phone: string; Attributes: object }> };
    expect(leads.filter((l) => l.Phone === "9300000001")).toEqual([
      { Id: created.Message.Id, Phone: "9300000001", Attributes: { mx_Zip: "600021" } },
    ]);
  });

  it.each([
    ["not JSON", '[{"Attribute": "Phone",'],
    ["not a list", { Attribute: "Phone", Value: "9300000002" }],
    ["a NUL byte key", [{ Attribute: "Phone\u0000", Value: "9300000002" }]],
    [
      "deep nesting",
      [{ Attribute: "Phone", Value: JSON.parse(`${"[".repeat(500)}${"]".repeat(500)}`) }],
    ],
    ["no phone", [{ Attribute: "FirstName", Value: "Priya" }]],
    [
      "a ProspectID",
      [
        { Attribute: "ProspectID", Value: "x" },
        { Attribute: "Phone", Value: "1" },
      ],
    ],
  ])("refuses a Lead.Capture body with %s (400)", async (_, body) => {
    const before = (await fetchReceived()).leads.length;
    const res = await post("LeadManagement.svc/Lead.Capture", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ Status: "Error", ExceptionType: expect.any(String) });
    expect((await fetchReceived()).leads).toHaveLength(before);
  });

  it("posts activities on a known lead only, and finds them by event, page by page", async () => {
    const id = await leadId("9300000003");
    for (const n of [1, 2, 3]) {
      const res = await post("ProspectActivity.svc/Create", activity(id, `booking-${n}`));
      expect(await res.json()).toEqual({ Status: "Success", Message: { Id: expect.any(String) } });
    }
    const unknown = await post("ProspectActivity.svc/Create", activity("no-such-lead", "x"));
    expect(unknown.status).toBe(400);

    const page = async (Offset: string) => {
      const res = await post(
        "ProspectActivity.svc/Retrieve",
        { Parameter: { ActivityEvent: 206 }, Paging: { Offset, RowCount: "2" } },
        { leadId: id },
      );
      return (await res.json()) as {
        RecordCount: number;
        ProspectActivities: Array<{ Data: Array<{ Key: string; Value: string }> }>;
      };
    };
    const custom9 = (answer: Awaited<ReturnType<typeof page>>) =>
      answer.ProspectActivities.map((a) => a.Data.find((d) => d.Key === "mx_Custom_9")?.Value);
    const [first, second] = [await page("0"), await page("1")];
    expect(first.RecordCount).toBe(3);
    expect(custom9(first)).toEqual(["booking-1", "booking-2"]);
    expect(custom9(second)).toEqual(["booking-3"]);
  });

  it.each([
    ["status-500", 500, "MXInternalServerErrorException"],
    ["rate-limit", 429, "MXAPIRateLimitExceededException"],
  ] as const)("plays %s without doing the work", async (kind, status, type) => {
    sim.store.fail({ kind });
    const before = (await fetchReceived()).leads.length;
    const res = await capture("9300000004");
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ Status: "Error", ExceptionType: type });
    sim.store.recover();
    expect((await fetchReceived()).leads).toHaveLength(before);
  });

  it("plays a malformed or late answer after doing the work, on the chosen endpoint only", async () => {
    sim.store.fail({ kind: "malformed", endpoint: "Lead.Capture" });
    const res = await capture("9300000005");
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
    expect((await fetchReceived()).leads.some((l) => l.Phone === "9300000005")).toBe(true);

    sim.store.fail({ kind: "slow", delayMs: 150, endpoint: "Activity.Create" });
    const id = await leadId("9300000005");
    const started = Date.now();
    await post("ProspectActivity.svc/Create", activity(id, "late"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe("LeadSquared simulator playing a plan's rate limit", () => {
  it("refuses the calls over the plan in any 5 s with 429, doing no work, until the window moves on", async () => {
    const clock = createTestClock();
    const limited = await startCrmSimulator({ clock, callsPer5s: 3 });
    try {
      const call = (phone: string) =>
        fetch(
          `${limited.url}/v2/LeadManagement.svc/Lead.Capture?${new URLSearchParams({ ...limited.keys })}`,
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify([{ Attribute: "Phone", Value: phone }]),
          },
        );
      for (const phone of ["9300000101", "9300000102"])
        expect((await call(phone)).status).toBe(200);
      clock.advance(2_000);
      expect((await call("9300000103")).status).toBe(200);
      const refused = await call("9300000104");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        Status: "Error",
        ExceptionType: "MXAPIRateLimitExceededException",
        ExceptionMessage: "API calls exceeded the limit of 3 in 5 second(s)",
      });
      // 5 s after the first two: still inside their window (both ends count).
      clock.advance(3_000);
      expect((await call("9300000105")).status).toBe(429);
      clock.advance(1);
      expect((await call("9300000106")).status).toBe(200);
      expect(limited.store.rateLimited()).toBe(2);
      expect(limited.store.received().leads.map((l) => l.Phone)).toEqual([
        "9300000101",
        "9300000102",
        "9300000103",
        "9300000106",
      ]);
    } finally {
      await limited.close();
    }
  });
});

async function fetchReceived() {
  const res = await fetch(`${sim.url}/simulator/received?${new URLSearchParams(keys())}`);
  return (await res.json()) as { leads: Array<{ Phone: string }> };
}
