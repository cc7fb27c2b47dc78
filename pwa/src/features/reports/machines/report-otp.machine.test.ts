import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { ReportError, reportMessages } from "../data/report-errors.ts";
import type { ReportOtpRequest, ReportOtpSent } from "../data/reports-api.ts";
import { reportOtpMachine } from "./report-otp.machine.ts";

const mobile: ReportOtpRequest = { kind: "mobile", mobileNumber: "9876500001" };

/** A machine whose calls answer from the given functions; records what they were asked. */
function start(
  answers: {
    send?: (request: ReportOtpRequest) => Promise<ReportOtpSent>;
    verify?: (otp: string) => Promise<void>;
  } = {},
) {
  const calls: string[] = [];
  const machine = reportOtpMachine.provide({
    actors: {
      sendOtp: fromPromise<ReportOtpSent, ReportOtpRequest>(async ({ input }) => {
        calls.push(`send ${input.kind}`);
        return answers.send
          ? answers.send(input)
          : { sentTo: "******0001", resendAfterSeconds: 20 };
      }),
      verifyOtp: fromPromise<void, { request: ReportOtpRequest; otp: string }>(
        async ({ input }) => {
          calls.push(`verify ${input.otp}`);
          if (answers.verify) await answers.verify(input.otp);
        },
      ),
      signOut: fromPromise<void>(async () => {
        calls.push("sign-out");
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, calls, snapshot: () => actor.getSnapshot() };
}

// Simulated time: the resend countdown passes without waiting; promises settle in between.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("reportOtpMachine", () => {
  it("sends, offers 'Send again' only after the cool-down the server answered, verifies", async () => {
    const cooldowns = [40, 160];
    const flow = start({
      send: async () => ({ sentTo: "******0001", resendAfterSeconds: cooldowns.shift() ?? 20 }),
    });
    flow.actor.send({ type: "SEND", request: mobile });
    expect(flow.snapshot().matches("sending")).toBe(true);
    await settle();
    expect(flow.snapshot().matches({ code: "waiting" })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ sentTo: "******0001", resendInSeconds: 40 });

    flow.actor.send({ type: "RESEND" });
    expect(flow.calls).toEqual(["send mobile"]);
    // Past a fixed 20 s, still the server's 40 s to go.
    await vi.advanceTimersByTimeAsync(39_000);
    expect(flow.snapshot().matches({ code: "waiting" })).toBe(true);
    expect(flow.snapshot().context.resendInSeconds).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(flow.snapshot().matches({ code: "canResend" })).toBe(true);
    flow.actor.send({ type: "RESEND" });
    await settle();
    expect(flow.calls).toEqual(["send mobile", "send mobile"]);
    // The send again stays on the code, counting down the server's next (longer) cool-down.
    expect(flow.snapshot().matches({ code: "waiting" })).toBe(true);
    expect(flow.snapshot().context.resendInSeconds).toBe(160);

    flow.actor.send({ type: "VERIFY", otp: "48213" });
    await settle();
    expect(flow.snapshot().matches("verified")).toBe(true);
    expect(flow.calls.at(-1)).toBe("verify 48213");
  });

  it("a send again refused with Retry-After counts that wait down; another failure offers it again", async () => {
    const answers: (() => Promise<ReportOtpSent>)[] = [
      async () => ({ sentTo: "******0001", resendAfterSeconds: 20 }),
      () => Promise.reject(new ReportError("rejected", "Too many attempts.", 300)),
      () => Promise.reject(new ReportError("offline", reportMessages.offline)),
    ];
    const flow = start({ send: () => (answers.shift() as () => Promise<ReportOtpSent>)() });
    flow.actor.send({ type: "SEND", request: mobile });
    await vi.advanceTimersByTimeAsync(20_000);
    flow.actor.send({ type: "RESEND" });
    await settle();
    expect(flow.snapshot().matches({ code: "waiting" })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({
      resendInSeconds: 300,
      error: "Too many attempts.",
    });
    await vi.advanceTimersByTimeAsync(300_000);
    flow.actor.send({ type: "RESEND" });
    await settle();
    expect(flow.snapshot().matches({ code: "canResend" })).toBe(true);
    expect(flow.snapshot().context.error).toBe(reportMessages.offline);
  });

  it("keeps the details and says why when the OTP cannot be sent", async () => {
    const flow = start({
      send: () => Promise.reject(new ReportError("offline", reportMessages.offline)),
    });
    flow.actor.send({ type: "SEND", request: mobile });
    await settle();
    expect(flow.snapshot().matches("details")).toBe(true);
    expect(flow.snapshot().context.error).toBe(reportMessages.offline);
  });

  it("stays on the code after a wrong one, with the message; a new try clears it", async () => {
    let attempts = 0;
    const flow = start({
      verify: async () => {
        attempts += 1;
        if (attempts === 1) throw new ReportError("rejected", reportMessages.incorrectOtp);
      },
    });
    flow.actor.send({ type: "SEND", request: mobile });
    await settle();
    flow.actor.send({ type: "VERIFY", otp: "11111" });
    await settle();
    expect(flow.snapshot().matches("code")).toBe(true);
    expect(flow.snapshot().context.error).toBe(reportMessages.incorrectOtp);
    flow.actor.send({ type: "VERIFY", otp: "48213" });
    expect(flow.snapshot().context.error).toBeNull();
    await settle();
    expect(flow.snapshot().matches("verified")).toBe(true);
  });

  it("Done revokes the access and starts over; an ended access goes back with its message", async () => {
    const flow = start();
    flow.actor.send({ type: "SEND", request: mobile });
    await settle();
    flow.actor.send({ type: "VERIFY", otp: "48213" });
    await settle();
    flow.actor.send({ type: "DONE" });
    await settle();
    expect(flow.calls.at(-1)).toBe("sign-out");
    expect(flow.snapshot().matches("details")).toBe(true);
    expect(flow.snapshot().context.sentTo).toBeNull();

    await vi.advanceTimersByTimeAsync(20_000);
    flow.actor.send({ type: "SEND", request: mobile });
    await settle();
    flow.actor.send({ type: "VERIFY", otp: "48213" });
    await settle();
    flow.actor.send({ type: "EXPIRED", message: reportMessages.accessEnded });
    expect(flow.snapshot().matches("details")).toBe(true);
    expect(flow.snapshot().context.error).toBe(reportMessages.accessEnded);
  });

  it("starts on the list when a page resumes it, or on the details with the page's message", () => {
    const resumed = createActor(reportOtpMachine, { input: { resume: true } }).start();
    expect(resumed.getSnapshot().matches("verified")).toBe(true);
    const told = createActor(reportOtpMachine, {
      input: { message: reportMessages.accessEnded },
    }).start();
    expect(told.getSnapshot().matches("details")).toBe(true);
    expect(told.getSnapshot().context.error).toBe(reportMessages.accessEnded);
  });
});
