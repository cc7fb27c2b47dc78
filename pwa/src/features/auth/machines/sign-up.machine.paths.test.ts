import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnyEventObject } from "xstate";
import { AuthError } from "../data/auth-error.ts";
import { isCompleteOtp } from "./auth-rules.ts";
import {
  allStateIds,
  type ModelOptions,
  replayPath,
  shortestPaths,
  transitionPaths,
} from "./machine-paths.test-support.ts";
import { detailsComplete, signUpMachine } from "./sign-up.machine.ts";
import { serverUser } from "./test-users.test-support.ts";

const offline = new AuthError({ kind: "offline" });
const rateLimited = new AuthError({ kind: "rate-limited", retryAfterSeconds: 300 });
const serverDown = new AuthError({ kind: "rejected", status: 502, code: "otp-not-sent" });
const failures = [offline, rateLimited, serverDown];

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const field = (name: string, value: string) => ({ type: "FIELD_CHANGED", field: name, value });

/** Every user event and every outcome of every network call, each in its distinct forms. */
const events: AnyEventObject[] = [
  field("name", "Arun Kumar"),
  field("name", ""),
  field("namePrefix", "MRS"),
  field("mobile", "9876543210"),
  field("mobile", "12345"),
  field("email", "arun@example.com"),
  field("pincode", "600001"),
  { type: "VERIFY" },
  { type: "OTP_CHANGED", value: "12345" },
  { type: "OTP_CHANGED", value: "12" },
  { type: "RESEND" },
  { type: "SIGN_UP" },
  { type: "EDIT_DETAILS" },
  done("sendOtp"),
  ...failures.map((e) => failed("sendOtp", e)),
  done("resendOtp"),
  ...failures.map((e) => failed("resendOtp", e)),
  done("signUp", { status: "success", user: serverUser }),
  done("signUp", { status: "user-already-exists" }),
  failed("signUp", new AuthError({ kind: "rejected", status: 401, code: "otp-not-verified" })),
  ...failures.map((e) => failed("signUp", e)),
  done("saveSession"),
  failed("saveSession", new Error("IndexedDB refused the write")),
];

const signUpModel: ModelOptions<typeof signUpMachine> = {
  machine: signUpMachine,
  events,
  // Which details are filled (each one on its own, so the model finds the way to all four).
  serialize: ({ value, context: c }) =>
    JSON.stringify([
      value,
      c.name !== "",
      c.mobile !== "",
      c.email !== "",
      c.pincode !== "",
      detailsComplete(c),
      isCompleteOtp(c.otp),
    ]),
  actorNames: ["sendOtp", "resendOtp", "signUp", "saveSession"],
  delays: {},
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sign-up machine: generated paths", () => {
  it("reaches every state node of the machine", async () => {
    const visited = new Set<string>();
    for (const path of shortestPaths(signUpModel)) {
      for (const id of await replayPath(signUpModel, path)) visited.add(id);
    }
    expect([...visited].sort()).toEqual([...allStateIds(signUpMachine)].sort());
  });

  const edges = transitionPaths(signUpModel);

  it("has a transition for every outcome the model lists", () => {
    const taken = new Set(edges.map((p) => JSON.stringify(p.steps.at(-1)?.event)));
    expect(events.filter((e) => !taken.has(JSON.stringify(e)))).toEqual([]);
  });

  it(`replays each of the model's ${edges.length} transitions on a live actor`, async () => {
    for (const path of edges) await replayPath(signUpModel, path);
  });
});
