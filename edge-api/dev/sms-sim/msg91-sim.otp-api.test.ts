import { describe, expect, it } from "vitest";
import { createMsg91SimulatorApp, type Msg91Delivery } from "./msg91-sim.app.ts";
import {
  msg91SimulatorAccount,
  msg91SimulatorOtpTemplates,
  msg91SimulatorTemplates,
} from "./msg91-sim.seed.ts";

const { authKey, otpApiTemplateId } = msg91SimulatorAccount;

function simulator() {
  const delivered: Msg91Delivery[] = [];
  let now = Date.parse("2026-11-29T10:00:00Z");
  const app = createMsg91SimulatorApp({
    ...msg91SimulatorAccount,
    templates: msg91SimulatorTemplates,
    otpTemplates: msg91SimulatorOtpTemplates,
    deliver: async (d) => void delivered.push(d),
    now: () => now,
  });
  const post = (path: string, query: Record<string, string>, key = authKey) =>
    app.request(`${path}?${new URLSearchParams(query)}`, {
      method: "POST",
      headers: { authkey: key, "content-type": "application/json" },
      body: "{}",
    });
  const send = (mobile: string, otp: string, expiry = "5") =>
    post("/api/v5/otp", { template_id: otpApiTemplateId, mobile, otp, otp_expiry: expiry });
  return {
    delivered,
    post,
    send,
    pass: (ms: number) => {
      now += ms;
    },
  };
}

describe("MSG91 simulator: the OTP API", () => {
  it("sends the OTP template and answers a request id", async () => {
    const sim = simulator();
    const res = await sim.send("919876543210", "40213");
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { type: string; request_id: string };
    expect(answer).toEqual({
      type: "success",
      request_id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(sim.delivered).toEqual([
      expect.objectContaining({ mobile: "9876543210", requestId: answer.request_id }),
    ]);
    expect(sim.delivered[0]?.text).toMatch(/^40213 is your /);
  });

  it("retries by voice (a call) or by text (the SMS again), with the kept code", async () => {
    const sim = simulator();
    await sim.send("919876543210", "40213");
    const voice = await sim.post("/api/v5/otp/retry", {
      mobile: "919876543210",
      retrytype: "voice",
    });
    expect(await voice.json()).toEqual({ type: "success", message: "retry send successfully" });
    expect(sim.delivered.at(-1)).toMatchObject({
      channel: "voice",
      text: expect.stringContaining("4 0 2 1 3"),
    });
    await sim.post("/api/v5/otp/retry", { mobile: "919876543210", retrytype: "text" });
    expect(sim.delivered.at(-1)?.text).toMatch(/^40213 is your /);
    expect(sim.delivered.at(-1)?.channel).toBeUndefined();
  });

  it.each([
    [
      "no code sent to the number",
      (s: ReturnType<typeof simulator>) =>
        s.post("/api/v5/otp/retry", { mobile: "919876500000", retrytype: "voice" }),
    ],
    [
      "an unknown retrytype",
      (s: ReturnType<typeof simulator>) =>
        s.post("/api/v5/otp/retry", { mobile: "919876543210", retrytype: "fax" }),
    ],
    [
      "a number that is not Indian",
      (s: ReturnType<typeof simulator>) => s.send("449876543210", "40213"),
    ],
    [
      "an OTP that is not 4 to 9 digits",
      (s: ReturnType<typeof simulator>) => s.send("919876543210", "12ab"),
    ],
    [
      "an unknown template",
      (s: ReturnType<typeof simulator>) =>
        s.post("/api/v5/otp", { template_id: "x", mobile: "919876543210", otp: "40213" }),
    ],
  ])("refuses %s, delivering nothing", async (_, request) => {
    const sim = simulator();
    const res = await request(sim);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { type: string }).type).toBe("error");
    expect(sim.delivered).toEqual([]);
  });

  it("refuses a retry once the kept code expired, and any call with a wrong auth key", async () => {
    const sim = simulator();
    await sim.send("919876543210", "40213", "1");
    sim.pass(60_000);
    const expired = await sim.post("/api/v5/otp/retry", {
      mobile: "919876543210",
      retrytype: "voice",
    });
    expect(expired.status).toBe(400);
    const wrongKey = await sim.post("/api/v5/otp/retry", { mobile: "919876543210" }, "wrong");
    expect(wrongKey.status).toBe(401);
    expect(sim.delivered).toHaveLength(1);
  });
});
