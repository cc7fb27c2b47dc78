/**
 * The MSG91 adapter configured for MSG91's OTP API (msg91-sms.ts `otpApiTemplateId`), against the
 * simulator over HTTP: the code goes out as the OTP template, and the retry by voice calls the
 * number with that same code; without the OTP API there is no voice retry at all.
 */
import { describe, expect, it } from "vitest";
import { recordingMsg91Simulator } from "../../../test/support/recording-msg91-simulator.ts";
import { createMemoryLogger } from "../../logger.ts";
import { createMsg91SmsSender, SmsNotSentError } from "./msg91-sms.ts";

const msg91 = recordingMsg91Simulator();
const { delivered } = msg91;

function otpApiSender(overrides: { authKey?: string; otpApiTemplateId?: string } = {}) {
  const logger = createMemoryLogger();
  const sender = createMsg91SmsSender({
    apiUrl: msg91.sim.url,
    authKey: overrides.authKey ?? msg91.sim.authKey,
    otpTemplateId: msg91.sim.otpTemplateId,
    otpApiTemplateId: overrides.otpApiTemplateId ?? msg91.sim.otpApiTemplateId,
    senderId: msg91.sim.senderId,
    logger,
    timeoutMs: 300,
    retryDelayMs: 10,
  });
  return { sender, logger };
}

async function failureOf(promise: Promise<void> | undefined): Promise<SmsNotSentError> {
  const error = await promise?.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsNotSentError);
  return error as SmsNotSentError;
}

describe("MSG91 adapter on the OTP API, against the simulator over HTTP", () => {
  it("sends our code as the OTP template, logging MSG91's request id and never the code", async () => {
    const { sender, logger } = otpApiSender();
    await sender.sendOtp("9876543210", "40213");
    expect(delivered).toEqual([
      expect.objectContaining({
        mobile: "9876543210",
        text: "40213 is your Vyom Diagnostics OTP. It is valid for 5 minutes. Do not share it with anyone.",
      }),
    ]);
    expect(delivered[0]?.channel).toBeUndefined();
    const [line] = logger.records.filter((r) => r.event === "sms.msg91.accepted");
    expect(line).toMatchObject({
      to: "98******10",
      what: "otp",
      requestId: delivered[0]?.requestId,
    });
    expect(JSON.stringify(logger.records)).not.toContain("40213");
  });

  it("retries by voice: MSG91 calls the number and reads out the code it sent", async () => {
    const { sender, logger } = otpApiSender();
    await sender.sendOtp("9876543211", "51324");
    expect(sender.retryOtpByVoice).toBeTypeOf("function");
    await sender.retryOtpByVoice?.("9876543211");
    expect(delivered.at(-1)).toMatchObject({
      mobile: "9876543211",
      channel: "voice",
      text: "Voice call: your Vyom Diagnostics OTP is 5 1 3 2 4. Again, 5 1 3 2 4.",
    });
    expect(logger.records.filter((r) => r.event === "sms.msg91.accepted").at(-1)).toMatchObject({
      to: "98******11",
      what: "otp-call",
    });
  });

  it("a voice retry for a number MSG91 sent no code is refused, and not tried again", async () => {
    const { sender, logger } = otpApiSender();
    const error = await failureOf(sender.retryOtpByVoice?.("9876543212"));
    expect(error.failure).toBe("http-status");
    expect(error.status).toBe(400);
    expect(delivered).toEqual([]);
    expect(logger.records.filter((r) => r.event === "sms.msg91.retrying")).toEqual([]);
  });

  it("a wrong auth key or an unknown OTP template sends nothing", async () => {
    const wrongKey = await failureOf(
      otpApiSender({ authKey: "not-the-key" }).sender.sendOtp("9876543213", "11111"),
    );
    expect(wrongKey.status).toBe(401);
    const wrongTemplate = await failureOf(
      otpApiSender({ otpApiTemplateId: "no-such-template" }).sender.sendOtp("9876543213", "11111"),
    );
    expect(wrongTemplate.failure).toBe("http-status");
    expect(delivered).toEqual([]);
  });

  it("on the Flow API (no OTP API template) the adapter offers no voice retry", () => {
    const sender = createMsg91SmsSender({
      apiUrl: msg91.sim.url,
      authKey: msg91.sim.authKey,
      otpTemplateId: msg91.sim.otpTemplateId,
      senderId: msg91.sim.senderId,
      logger: createMemoryLogger(),
    });
    expect(sender.retryOtpByVoice).toBeUndefined();
  });
});
