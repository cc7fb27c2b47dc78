import { abhaMessages } from "@vyom/catalog/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { Abha } from "../data/abha-api.ts";
import { AbhaError } from "../data/abha-errors.ts";
import { abhaWords } from "../data/abha-words.ts";
import { type AbhaChange, abhaMachine, resendAfterMs } from "./abha.machine.ts";

const linked = {
  abhaNumber: "91-1234-5678-9012",
  consentVersion: "2026-11",
  consentedAt: "2026-11-20T05:00:00.000Z",
};
const stepUp = () => new AbhaError("step-up", abhaMessages.stepUp);

/** A machine whose calls answer from the given functions; records what they were asked. */
function start(answers: { loaded?: Abha; save: (change: AbhaChange) => Promise<Abha> }) {
  const calls: string[] = [];
  const machine = abhaMachine.provide({
    actors: {
      loadAbha: fromPromise<Abha>(async () => answers.loaded ?? null),
      saveChange: fromPromise<Abha, AbhaChange>(async ({ input }) => {
        calls.push(`save ${input.kind}`);
        return answers.save(input);
      }),
      sendOtp: fromPromise<{ sentTo: string }>(async () => {
        calls.push("send");
        return { sentTo: "******3210" };
      }),
      verifyOtp: fromPromise<void, { otp: string }>(async ({ input }) => {
        calls.push(`verify ${input.otp}`);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, snapshot: () => actor.getSnapshot() };
}

// Simulated time: the resend prompt's 20 s pass without waiting; promises settle in between.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("abhaMachine", () => {
  it("offers 'Send OTP again' only after the server's 20 s cool-down", async () => {
    const flow = start({ save: () => Promise.reject(stepUp()) });
    await settle();
    flow.actor.send({ type: "ADD", abhaNumber: "91-1234-5678-9012" });
    await settle();
    flow.actor.send({ type: "SEND_OTP" });
    await settle();
    expect(flow.snapshot().matches({ stepUp: { code: "waiting" } })).toBe(true);
    flow.actor.send({ type: "RESEND" });
    await vi.advanceTimersByTimeAsync(resendAfterMs - 1);
    expect(flow.calls).toEqual(["save link", "send"]);
    await vi.advanceTimersByTimeAsync(1);
    flow.actor.send({ type: "RESEND" });
    await settle();
    expect(flow.calls).toEqual(["save link", "send", "send"]);
  });

  it("sends the change again once per verified OTP: a second step-up asks again, no loop", async () => {
    const flow = start({ save: () => Promise.reject(stepUp()) });
    await settle();
    flow.actor.send({ type: "ADD", abhaNumber: "91-1234-5678-9012" });
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
    flow.actor.send({ type: "ADD", abhaNumber: "91-1234-5678-9012" });
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
