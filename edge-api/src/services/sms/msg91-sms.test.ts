import { afterAll, describe, expect, it } from "vitest";
import { closedPortUrl } from "../../../test/support/legacy-test-servers.ts";
import {
  type BrokenMsg91Mode,
  type Msg91TestServer,
  otpOf,
  startBrokenMsg91Server,
  startFlakyMsg91Proxy,
} from "../../../test/support/msg91-test-servers.ts";
import { recordingMsg91Simulator } from "../../../test/support/recording-msg91-simulator.ts";
import { createMemoryLogger } from "../../logger.ts";
import { createMsg91SmsSender, type SmsFailure, SmsNotSentError } from "./msg91-sms.ts";

const msg91 = recordingMsg91Simulator();
const { delivered } = msg91;

const servers: Msg91TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));
const track = (server: Msg91TestServer) => {
  servers.push(server);
  return server;
};

function senderFor(apiUrl: string, overrides: { authKey?: string; otpTemplateId?: string } = {}) {
  const logger = createMemoryLogger();
  const sender = createMsg91SmsSender({
    apiUrl,
    authKey: overrides.authKey ?? msg91.sim.authKey,
    otpTemplateId: overrides.otpTemplateId ?? msg91.sim.otpTemplateId,
    senderId: msg91.sim.senderId,
    logger,
    timeoutMs: 300,
    retryDelayMs: 10,
  });
  return { sender, logger };
}

async function failureOf(promise: Promise<void>): Promise<SmsNotSentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsNotSentError);
  return error as SmsNotSentError;
}

describe("MSG91 adapter against the simulator over HTTP", () => {
  it("sends the OTP as the registered template, logging the request id but never the code", async () => {
    const { sender, logger } = senderFor(`${msg91.sim.url}/`);
    await sender.sendOtp("9876543210", "40213");
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      mobile: "9876543210",
      senderId: "VYOMDX",
      text: "40213 is your Vyom Diagnostics OTP. It is valid for 5 minutes. Do not share it with anyone.",
    });
    const [line] = logger.records.filter((r) => r.event === "sms.msg91.accepted");
    expect(line).toMatchObject({
      to: "98******10",
      requestId: delivered[0]?.requestId,
      attempts: 1,
    });
    expect(delivered[0]?.requestId).toMatch(/^[0-9a-f]{24}$/);
    const logged = JSON.stringify(logger.records);
    expect(logged).not.toContain("40213");
    expect(logged).not.toContain("9876543210");
  });

  const refusals: [string, { authKey?: string; otpTemplateId?: string }, string, number][] = [
    ["a wrong auth key", { authKey: "not-the-key" }, "9876543210", 401],
    ["an unknown template", { otpTemplateId: "no-such-template" }, "9876543210", 400],
    ["an invalid mobile number", {}, "12345", 400],
  ];
  for (const [what, config, mobile, status] of refusals) {
    it(`fails at once, without retrying, on ${what} (HTTP ${status})`, async () => {
      const proxy = track(await startFlakyMsg91Proxy(msg91.sim.url, 0));
      const { sender, logger } = senderFor(proxy.url, config);
      const error = await failureOf(sender.sendOtp(mobile, "51234"));
      expect([error.failure, error.status]).toEqual(["http-status", status]);
      expect(proxy.bodies).toHaveLength(1);
      expect(delivered).toHaveLength(0);
      expect(JSON.stringify(logger.records)).not.toContain("51234");
      expect(logger.records.some((r) => r.event === "sms.msg91.accepted")).toBe(false);
    });
  }

  it("tries again after a 5xx and succeeds (one message delivered)", async () => {
    const proxy = track(await startFlakyMsg91Proxy(msg91.sim.url, 2));
    const { sender, logger } = senderFor(proxy.url);
    await sender.sendOtp("9876543211", "62345");
    expect(proxy.bodies).toHaveLength(3);
    expect(delivered.map((d) => d.mobile)).toEqual(["9876543211"]);
    expect(logger.records.filter((r) => r.event === "sms.msg91.retrying")).toHaveLength(2);
    expect(JSON.stringify(logger.records)).not.toContain("62345");
  });

  it("gives up after 3 attempts when MSG91 keeps answering 5xx", async () => {
    const proxy = track(await startFlakyMsg91Proxy(msg91.sim.url, 10));
    const error = await failureOf(senderFor(proxy.url).sender.sendOtp("9876543212", "73456"));
    expect([error.failure, error.status]).toEqual(["http-status", 503]);
    expect(proxy.bodies).toHaveLength(3);
    expect(delivered).toHaveLength(0);
  });
});

describe("MSG91 adapter when MSG91 misbehaves", () => {
  it("reports a closed port as unreachable, after 3 attempts", async () => {
    const error = await failureOf(
      senderFor(await closedPortUrl()).sender.sendOtp("9876543213", "84567"),
    );
    expect(error.failure).toBe("unreachable");
  });

  const cases: [BrokenMsg91Mode, SmsFailure, number][] = [
    ["hang", "timeout", 3],
    ["bad-json", "bad-answer", 1],
    ["wrong-shape", "bad-answer", 1],
    ["error-200", "refused", 1],
  ];
  for (const [mode, failure, attempts] of cases) {
    it(`fails with ${failure} when MSG91 answers ${mode} (${attempts} attempt(s))`, async () => {
      const server = track(await startBrokenMsg91Server(mode));
      const { sender, logger } = senderFor(server.url);
      const error = await failureOf(sender.sendOtp("9876543214", "95678"));
      expect(error.failure).toBe(failure);
      expect(server.bodies).toHaveLength(attempts);
      expect(otpOf(server.bodies[0])).toBe("95678");
      expect(JSON.stringify(logger.records)).not.toContain("95678");
      expect(error.message).not.toContain("95678");
    });
  }
});
