import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { readSession } from "@/db/session.ts";
import { AuthError } from "../data/auth-error.ts";
import { authMessages } from "./auth-messages.ts";
import { scriptedActors, settle } from "./machine-paths.test-support.ts";
import { type SignUpField, signUpMachine } from "./sign-up.machine.ts";
import { serverUser } from "./test-users.test-support.ts";

function startSignUp() {
  const script = scriptedActors(["sendOtp", "resendOtp", "signUp"]);
  const actor = createActor(signUpMachine.provide({ actors: script.logic } as never));
  const toasts: string[] = [];
  actor.on("toast", (event) => toasts.push(event.message));
  actor.start();
  const fill = (details: Partial<Record<SignUpField, string>>) => {
    for (const [field, value] of Object.entries(details)) {
      actor.send({ type: "FIELD_CHANGED", field: field as SignUpField, value });
    }
  };
  return { actor, script, toasts, fill, state: () => actor.getSnapshot() };
}

type SignUp = ReturnType<typeof startSignUp>;

const details = {
  namePrefix: "MRS",
  name: "Meena Iyer",
  mobile: "9876543210",
  email: "meena@example.com",
  pincode: "600020",
};

async function toOtpStep(signUp: SignUp) {
  signUp.fill(details);
  signUp.actor.send({ type: "VERIFY" });
  signUp.script.resolve("sendOtp", { resendAfterSeconds: 20, voiceRetry: false });
  await settle();
}

async function signUpWith(signUp: SignUp, otp: string) {
  signUp.actor.send({ type: "OTP_CHANGED", value: otp });
  signUp.actor.send({ type: "SIGN_UP" });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sign-up: step 1, details", () => {
  it("starts with the MR prefix", () => {
    expect(startSignUp().state().context.namePrefix).toBe("MR");
  });

  it("checks the mobile as it is typed, but Verify is not blocked by it", async () => {
    const signUp = startSignUp();
    signUp.fill({ ...details, mobile: "12345" });
    expect(signUp.state().context.mobileError).toBe(authMessages.invalidMobile);
    signUp.actor.send({ type: "VERIFY" });
    expect(signUp.state().value).toBe("sendingOtp");
    expect(signUp.script.callsOf("sendOtp")).toEqual([{ mobile: "12345", purpose: "sign-up" }]);
    signUp.script.reject("sendOtp", new AuthError({ kind: "rejected", status: 400, code: "x" }));
    await settle();
    expect(signUp.toasts).toEqual([authMessages.otpNotSent]);
    signUp.fill({ mobile: "9876543210" });
    expect(signUp.state().context.mobileError).toBeNull();
  });

  it.each([
    ["no name", { name: " " }],
    ["no mobile", { mobile: "" }],
    ["a mail id that is not one", { email: "meena@" }],
    ["a 5-digit pincode", { pincode: "60002" }],
  ])("needs every detail (%s)", (_name, change) => {
    const signUp = startSignUp();
    signUp.fill({ ...details, ...change });
    signUp.actor.send({ type: "VERIFY" });
    expect(signUp.state().value).toBe("details");
    expect(signUp.state().context.detailsError).toBe(authMessages.incompleteDetails);
    expect(signUp.script.calls).toEqual([]);
  });

  it("keeps the pincode to six digits and the prefix to MR, MRS or MS", () => {
    const signUp = startSignUp();
    signUp.fill({ pincode: "600 020 1", namePrefix: "DR" });
    expect(signUp.state().context).toMatchObject({ pincode: "600020", namePrefix: "MR" });
  });

  it("Verify sends an OTP and shows step 2", async () => {
    const signUp = startSignUp();
    await toOtpStep(signUp);
    expect(signUp.script.callsOf("sendOtp")).toEqual([
      { mobile: "9876543210", purpose: "sign-up" },
    ]);
    expect(signUp.state().matches({ verifyingOtp: { submission: "idle" } })).toBe(true);
    expect(signUp.toasts).toEqual([authMessages.otpSent]);
  });

  it("offline: says an OTP needs a connection", async () => {
    const signUp = startSignUp();
    signUp.fill(details);
    signUp.actor.send({ type: "VERIFY" });
    signUp.script.reject("sendOtp", new AuthError({ kind: "offline" }));
    await settle();
    expect(signUp.state().value).toBe("details");
    expect(signUp.state().context.alert).toBe(authMessages.offline);
  });

  it("rate-limited: says how long to wait", async () => {
    const signUp = startSignUp();
    signUp.fill(details);
    signUp.actor.send({ type: "VERIFY" });
    signUp.script.reject(
      "sendOtp",
      new AuthError({ kind: "rate-limited", retryAfterSeconds: 600 }),
    );
    await settle();
    expect(signUp.state().context.alert).toBe("Too many attempts. Please try again in 10 minutes.");
  });
});

describe("sign-up: step 2, OTP", () => {
  it("Send Again waits out the server's cool-down, then resends and counts down the next", async () => {
    const signUp = startSignUp();
    await toOtpStep(signUp);
    expect(signUp.state().context.resendInSeconds).toBe(20);
    signUp.actor.send({ type: "RESEND" });
    expect(signUp.script.callsOf("resendOtp")).toEqual([]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(signUp.state().matches({ verifyingOtp: { resend: "offered" } })).toBe(true);
    signUp.actor.send({ type: "RESEND" });
    expect(signUp.script.callsOf("resendOtp")).toEqual([
      { mobile: "9876543210", purpose: "sign-up" },
    ]);
    signUp.script.resolve("resendOtp", { resendAfterSeconds: 40, voiceRetry: false });
    await settle();
    expect(signUp.toasts).toEqual([authMessages.otpSent, authMessages.otpSentAgain]);
    expect(
      signUp.state().matches({ verifyingOtp: { submission: "idle", resend: "waiting" } }),
    ).toBe(true);
    expect(signUp.state().context.resendInSeconds).toBe(40);
  });

  it("an incomplete OTP is not sent: 'Please enter correct OTP'", async () => {
    const signUp = startSignUp();
    await toOtpStep(signUp);
    await signUpWith(signUp, "123");
    expect(signUp.state().context.otpError).toBe(authMessages.wrongSignUpOtp);
    expect(signUp.script.callsOf("signUp")).toEqual([]);
  });

  it("not verified: 'Please enter correct OTP' inline, still on step 2", async () => {
    const signUp = startSignUp();
    await toOtpStep(signUp);
    await signUpWith(signUp, "11111");
    signUp.script.reject(
      "signUp",
      new AuthError({ kind: "rejected", status: 401, code: "otp-not-verified" }),
    );
    await settle();
    expect(signUp.state().matches({ verifyingOtp: { submission: "idle" } })).toBe(true);
    expect(signUp.state().context.otpError).toBe(authMessages.wrongSignUpOtp);
    signUp.actor.send({ type: "OTP_CHANGED", value: "1111" });
    expect(signUp.state().context.otpError).toBeNull();
  });

  it("already registered: '❗ Account already exists with entered mobile number'", async () => {
    const signUp = startSignUp();
    await toOtpStep(signUp);
    await signUpWith(signUp, "48213");
    signUp.script.resolve("signUp", { status: "user-already-exists" });
    await settle();
    expect(signUp.state().value).toBe("details");
    expect(signUp.toasts.at(-1)).toBe(authMessages.accountExists);
  });

  it("verified: sends the details with the code, stores the session, done", async () => {
    const signUp = startSignUp();
    await toOtpStep(signUp);
    await signUpWith(signUp, "48213");
    expect(signUp.script.callsOf("signUp")).toEqual([{ ...details, otp: "48213" }]);
    signUp.script.resolve("signUp", { status: "success", user: serverUser });
    await vi.waitFor(() => expect(signUp.state().status).toBe("done"));
    expect(signUp.state().value).toBe("signedUp");
    const session = await readSession();
    expect(session.isUserLoggedIn).toBe(true);
    expect(session.user?.cartMembers).toEqual([
      {
        name: "Arun Kumar",
        relation: "My Self",
        mobileNumber: "9876543210",
        vyomId: "Aru4821210734",
      },
    ]);
  });

  it("Edit details goes back to step 1 with the details kept", async () => {
    const signUp = startSignUp();
    await toOtpStep(signUp);
    signUp.actor.send({ type: "OTP_CHANGED", value: "48" });
    signUp.actor.send({ type: "EDIT_DETAILS" });
    expect(signUp.state().value).toBe("details");
    expect(signUp.state().context).toMatchObject({ ...details, otp: "" });
  });
});
