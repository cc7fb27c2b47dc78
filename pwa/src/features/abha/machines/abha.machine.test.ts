import { abhaMessages } from "@vyom/catalog/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { Abha, StepUpOtpSent } from "../data/abha-api.ts";
import { AbhaError } from "../data/abha-errors.ts";
import { abhaWords } from "../data/abha-words.ts";
import { type AbhaChange, abhaMachine } from "./abha.machine.ts";

const linked = {
  abhaNumber: "91-1234-5678-9012",
  consentVersion: "2026-11",
  consentLanguage: "en",
  consentedAt: "2026-11-20T05:00:00.000Z",
};
const stepUp = () => new AbhaError("step-up", abhaMessages.stepUp);

/** A machine whose calls answer from the given functions; records what they were asked. */
function start(answers: {
  loaded?: Abha;
  save: (change: AbhaChange) => Promise<Abha>;
  /** The sends' answers in turn (the server's cool-downs); 20 s each by default. */
  sends?: (() => Promise<StepUpOtpSent>)[];
}) {
  const calls: string[] = [];
  const machine = abhaMachine.provide({
    actors: {
      loadAbha: fromPromise<Abha>(async () => answers.loaded ?? null),
      saveChange: fromPromise<Abha, AbhaChange>(async ({ input }) => {
        calls.push(`save ${input.kind}`);
        return answers.save(input);
      }),
      sendOtp: fromPromise<StepUpOtpSent>(async () => {
        calls.push("send");
        const next = answers.sends?.shift();
        return next ? next() : { sentTo: "******3210", resendAfterSeconds: 20 };
      }),
      verifyOtp: fromPromise<void, { otp: string }>(async ({ input }) => {
        calls.push(`verify ${input.otp}`);
      }),
    },
  });
  const actor = createActor(machine).start();
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

describe("abhaMachine", () => {
  it("offers 'Send OTP again' only after the cool-down the server answered, then counts the next", async () => {
    const flow = start({
      save: () => Promise.reject(stepUp()),
      sends: [
        async () => ({ sentTo: "******3210", resendAfterSeconds: 35 }),
        async () => ({ sentTo: "******3210", resendAfterSeconds: 80 }),
      ],
    });
    await settle();
    flow.actor.send({ type: "ADD", abhaNumber: "91-1234-5678-9012", consentLanguage: "en" });
    await settle();
    flow.actor.send({ type: "SEND_OTP" });
    await settle();
    expect(flow.snapshot().matches({ stepUp: { code: "waiting" } })).toBe(true);
    expect(flow.snapshot().context.resendInSeconds).toBe(35);
    flow.actor.send({ type: "RESEND" });
    // A fixed 20 s is not the server's answer: nothing is offered before its 35 s.
    await vi.advanceTimersByTimeAsync(34_000);
    flow.actor.send({ type: "RESEND" });
    expect(flow.calls).toEqual(["save link", "send"]);
    expect(flow.snapshot().context.resendInSeconds).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(flow.snapshot().matches({ stepUp: { code: "canResend" } })).toBe(true);
    flow.actor.send({ type: "RESEND" });
    await settle();
    expect(flow.calls).toEqual(["save link", "send", "send"]);
    expect(flow.snapshot().matches({ stepUp: { code: "waiting" } })).toBe(true);
    expect(flow.snapshot().context.resendInSeconds).toBe(80);
  });

  it("a send again refused with Retry-After counts that wait down, with the refusal's words", async () => {
    const refused = new AbhaError(
      "rejected",
      "Too many requests: please try again in 300 seconds.",
      {},
      300,
    );
    const flow = start({
      save: () => Promise.reject(stepUp()),
      sends: [
        async () => ({ sentTo: "******3210", resendAfterSeconds: 20 }),
        () => Promise.reject(refused),
      ],
    });
    await settle();
    flow.actor.send({ type: "ADD", abhaNumber: "91-1234-5678-9012", consentLanguage: "en" });
    await settle();
    flow.actor.send({ type: "SEND_OTP" });
    await vi.advanceTimersByTimeAsync(20_000);
    flow.actor.send({ type: "RESEND" });
    await settle();
    expect(flow.snapshot().matches({ stepUp: { code: "waiting" } })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ resendInSeconds: 300, error: refused.message });
  });

  it("sends the change again once per verified OTP: a second step-up asks again, no loop", async () => {
    const flow = start({ save: () => Promise.reject(stepUp()) });
    await settle();
    flow.actor.send({ type: "ADD", abhaNumber: "91-1234-5678-9012", consentLanguage: "en" });
    await settle();
    flow.actor.send({ type: "SEND_OTP" });
    await settle();
    flow.actor.send({ type: "VERIFY", otp: "12345" });
    await settle();
    expect(flow.snapshot().matches({ stepUp: "asking" })).toBe(true);
    expect(flow.calls).toEqual(["save link", "send", "verify 12345", "save link"]);
  });

  it("a refusal other than the step-up is shown, and the change is dropped", async () => {
    const flow = start({
      save: () => Promise.reject(new AbhaError("invalid", "", { abhaNumber: abhaMessages.number })),
    });
    await settle();
    flow.actor.send({ type: "ADD", abhaNumber: "91-1234-5678-9012", consentLanguage: "en" });
    await settle();
    const { context } = flow.snapshot();
    expect(flow.snapshot().matches({ shown: "idle" })).toBe(true);
    expect(context.fieldErrors).toEqual({ abhaNumber: abhaMessages.number });
    expect(context.error).toBeNull();
    expect(context.change).toBeNull();
  });

  it("removal waits for the confirmation; done, the number is gone and it says so", async () => {
    const flow = start({ loaded: linked, save: async () => null });
    await settle();
    expect(flow.snapshot().context.abha).toEqual(linked);
    flow.actor.send({ type: "REMOVE" });
    expect(flow.snapshot().matches({ shown: "confirming" })).toBe(true);
    expect(flow.calls).toEqual([]);
    flow.actor.send({ type: "CONFIRM_REMOVE" });
    await settle();
    expect(flow.calls).toEqual(["save unlink"]);
    expect(flow.snapshot().context.notice).toBe(abhaWords.removed);
    expect(flow.snapshot().context.abha).toBeNull();
  });
});
