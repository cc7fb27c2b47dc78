import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnyEventObject } from "xstate";
import { AuthError } from "../data/auth-error.ts";
import { isCompleteOtp, isValidMobile } from "./auth-rules.ts";
import { legacyResendPromptMs, loginMachine, newUserResendPromptMs } from "./login.machine.ts";
import {
  allStateIds,
  type ModelOptions,
  replayPath,
  shortestPaths,
  transitionPaths,
} from "./machine-paths.test-support.ts";
import { serverUser } from "./test-users.test-support.ts";

const offline = new AuthError({ kind: "offline" });
const rateLimited = new AuthError({ kind: "rate-limited", retryAfterSeconds: 45 });
const serverDown = new AuthError({ kind: "rejected", status: 502, code: "legacy-unavailable" });
const failures = [offline, rateLimited, serverDown];

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const after = (delay: string) => ({ type: `xstate.after.${delay}.login.otpReady.resend.waiting` });

/** Every user event and every outcome of every network call, each in its distinct forms. */
const events: AnyEventObject[] = [
  { type: "MOBILE_CHANGED", value: "9876543210" },
  { type: "MOBILE_CHANGED", value: "12345" },
  { type: "SEND_OTP" },
  { type: "OTP_CHANGED", value: "12345" },
  { type: "OTP_CHANGED", value: "12" },
  { type: "CAPTCHA_SOLVED", value: "solved-captcha" },
  { type: "CAPTCHA_CLEARED" },
  { type: "SUBMIT" },
  { type: "RESEND" },
  done("verifyUser", "exists"),
  done("verifyUser", "does-not-exist"),
  ...failures.map((e) => failed("verifyUser", e)),
  done("lookUpLegacyUser", { status: "exists", customerId: "LEG-1001" }),
  done("lookUpLegacyUser", { status: "does-not-exist" }),
  ...failures.map((e) => failed("lookUpLegacyUser", e)),
  done("sendOtp"),
  ...failures.map((e) => failed("sendOtp", e)),
  done("resendOtp"),
  ...failures.map((e) => failed("resendOtp", e)),
  done("verifyCaptcha", true),
  done("verifyCaptcha", false),
  failed("verifyCaptcha", offline),
  failed("verifyCaptcha", serverDown),
  done("login", { user: serverUser }),
  failed("login", new AuthError({ kind: "rejected", status: 401, code: "incorrect-otp" })),
  failed("login", new AuthError({ kind: "rejected", status: 404, code: "account-not-found" })),
  ...failures.map((e) => failed("login", e)),
  done("saveSession"),
  failed("saveSession", new Error("IndexedDB refused the write")),
  after("newUserResendPrompt"),
  after("legacyResendPrompt"),
];

const loginModel: ModelOptions<typeof loginMachine> = {
  machine: loginMachine,
  events,
  serialize: (s) =>
    JSON.stringify([
      s.value,
      isValidMobile(s.context.mobile),
      s.context.legacyCustomerId !== null,
      s.context.captchaValue !== null,
      isCompleteOtp(s.context.otp),
    ]),
  actorNames: [
    "verifyUser",
    "lookUpLegacyUser",
    "sendOtp",
    "resendOtp",
    "verifyCaptcha",
    "login",
    "saveSession",
  ],
  delays: { newUserResendPrompt: newUserResendPromptMs, legacyResendPrompt: legacyResendPromptMs },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("login machine: generated paths", () => {
  const toStates = shortestPaths(loginModel);

  it("reaches every state node of the machine", async () => {
    const visited = new Set<string>();
    for (const path of toStates) {
      for (const id of await replayPath(loginModel, path)) visited.add(id);
    }
    expect([...visited].sort()).toEqual([...allStateIds(loginMachine)].sort());
  });

  const edges = transitionPaths(loginModel);

  it("has a transition for every outcome the model lists", () => {
    const taken = new Set(edges.map((p) => JSON.stringify(p.steps.at(-1)?.event)));
    const untaken = events.filter((e) => !taken.has(JSON.stringify(e)));
    expect(untaken).toEqual([]);
  });

  // Replays ~900 paths on live actors: seconds of CPU, more when the machine is busy.
  it(`replays each of the model's ${edges.length} transitions on a live actor`, async () => {
    for (const path of edges) await replayPath(loginModel, path);
  }, 60_000);
});
