import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningLegacySimulator,
  startLegacySimulator,
} from "../../../dev/legacy-sim/start-legacy-simulator.ts";
import {
  type BrokenLegacyMode,
  closedPortUrl,
  startBrokenLegacyServer,
} from "../../../test/support/legacy-test-servers.ts";
import { createLegacyCustomerClient, LegacyServiceError } from "./legacy-customer.client.ts";
import { salutationToNamePrefix } from "./salutation.ts";

let sim: RunningLegacySimulator;
beforeAll(async () => {
  sim = await startLegacySimulator();
});
afterAll(() => sim.close());

const clientFor = (url: string, overrides: { password?: string; timeoutMs?: number } = {}) =>
  createLegacyCustomerClient({
    baseUrl: url,
    user: sim.credentials.user,
    password: overrides.password ?? sim.credentials.password,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });

describe("legacy customer client against the simulator over HTTP", () => {
  it("finds a seeded customer's id", async () => {
    await expect(clientFor(sim.url).getCustomerId("9876500001")).resolves.toEqual({
      exists: true,
      customerIds: ["LC100231"],
    });
  });

  it("answers not-exists for an unknown number", async () => {
    await expect(clientFor(`${sim.url}/`).getCustomerId("9000000000")).resolves.toEqual({
      exists: false,
      customerIds: [],
    });
  });

  it("returns every family member registered under one mobile", async () => {
    const details = await clientFor(sim.url).getCustomerDetails("9876500003");
    expect(details.map((d) => [d.customerName, d.customerId])).toEqual([
      ["Karthik Subramanian", "LC100552"],
      ["Divya Karthik", "LC100553"],
    ]);
    expect(details[0]).toMatchObject({ mobileNo: "9876500003", pincode: "600020" });
  });

  it("is refused (401) without the right credentials", async () => {
    const res = await fetch(`${sim.url}/GetCustomerID`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ UserID: "9876500001" }),
    });
    expect(res.status).toBe(401);
    const err = await clientFor(sim.url, { password: "wrong" })
      .getCustomerId("9876500001")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LegacyServiceError);
    expect((err as LegacyServiceError).failure).toBe("http-status");
  });
});

describe("legacy customer client when the service fails", () => {
  it("reports a closed port as unreachable", async () => {
    const err = await clientFor(await closedPortUrl())
      .getCustomerId("9876500001")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LegacyServiceError);
    expect((err as LegacyServiceError).failure).toBe("unreachable");
  });

  const cases: [BrokenLegacyMode, string][] = [
    ["status-500", "http-status"],
    ["bad-json", "bad-json"],
    ["wrong-shape", "bad-shape"],
    ["hang", "timeout"],
  ];
  it.each(cases)("reports a %s answer as %s", async (mode, failure) => {
    const broken = await startBrokenLegacyServer(mode);
    try {
      const client = clientFor(broken.url, { timeoutMs: 300 });
      for (const call of [client.getCustomerId, client.getCustomerDetails]) {
        const err = await call("9876500001").catch((e: unknown) => e);
        expect(err).toBeInstanceOf(LegacyServiceError);
        expect((err as LegacyServiceError).failure).toBe(failure);
      }
    } finally {
      await broken.close();
    }
  });
});

describe("salutationToNamePrefix", () => {
  it.each([
    ["Mr.", "MR"],
    ["MRS", "MRS"],
    ["Mrs.", "MRS"],
    ["Ms", "MS"],
    ["Miss", "MS"],
    ["", "MR"],
    ["Dr.", "MR"],
  ])("maps %j to %s", (input, prefix) => {
    expect(salutationToNamePrefix(input)).toBe(prefix);
  });
});
