import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { readSession } from "@/db/session.ts";
import { AuthError } from "../data/auth-error.ts";
import { authMessages } from "./auth-messages.ts";
import { loginMachine } from "./login.machine.ts";
import { type Script, scriptedActors, settle } from "./machine-paths.test-support.ts";
import { serverUser } from "./test-users.test-support.ts";

const networkActors = ["verifyUser", "lookUpLegacyUser", "sendOtp", "resendOtp", "login"] as const;

const rejected = (status: number, code: string) =>
  new AuthError({ kind: "rejected", status, code });

/** A live login actor; the network is scripted, the session is saved to (fake) IndexedDB. */
function startLogin() {
  const script = scriptedActors(networkActors);
  const actor = createActor(loginMachine.provide({ actors: script.logic } as never));
  const toasts: string[] = [];
  actor.on("toast", (event) => toasts.push(event.message));
  actor.start();
  return { actor, script, toasts, state: () => actor.getSnapshot() };
}

type Login = ReturnType<typeof startLogin>;

async function answer(script: Script, name: string, output?: unknown) {
  script.resolve(name, output);
  await settle();
}
async function fail(script: Script, name: string, error: unknown) {
  script.reject(name, error);
  await settle();
}

/** Mobile typed, Send OTP pressed, the number found, the OTP sent. */
async function toOtpReady(login: Login, path: "new" | "legacy" = "new") {
  login.actor.send({ type: "MOBILE_CHANGED", value: "9876543210" });
  login.actor.send({ type: "SEND_OTP" });
  if (path === "new") {
    await answer(login.script, "verifyUser", "exists");
  } else {
    await answer(login.script, "verifyUser", "does-not-exist");
    await answer(login.script, "lookUpLegacyUser", { status: "exists" });
  }
  // The server's answer to a number's first send: its next send after 20 s.
  await answer(login.script, "sendOtp", { resendAfterSeconds: 20 });
}

/** The code typed and Login pressed: the login call goes out (no captcha first). */
async function toLoggingIn(login: Login) {
  await toOtpReady(login);
  login.actor.send({ type: "OTP_CHANGED", value: "48213" });
  login.actor.send({ type: "SUBMIT" });
}

beforeEach(() => {
  // Only the clock XState schedules with: fake-indexeddb keeps its real setImmediate.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("login: mobile and Send OTP", () => {
  it("refuses a mobile that is not ten digits starting 6-9, without calling the API", () => {
    const login = startLogin();
    for (const value of ["98765", "5876543210", ""]) {
      login.actor.send({ type: "MOBILE_CHANGED", value });
      login.actor.send({ type: "SEND_OTP" });
      expect(login.state().value).toBe("editing");
      expect(login.state().context.mobileError).toBe(authMessages.invalidMobile);
    }
    expect(login.script.calls).toEqual([]);
    login.actor.send({ type: "MOBILE_CHANGED", value: "9" });
    expect(login.state().context.mobileError).toBeNull();
  });

  it.each([
    ["+91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["98765432101", "9876543210"],
  ])("keeps digits only, at most ten: %s", (value, mobile) => {
    const login = startLogin();
    login.actor.send({ type: "MOBILE_CHANGED", value });
    expect(login.state().context.mobile).toBe(mobile);
  });

  it("existing account: verify-user, get-otp, OTP ready with the toast", async () => {
    const login = startLogin();
    login.actor.send({ type: "MOBILE_CHANGED", value: "9876543210" });
    login.actor.send({ type: "SEND_OTP" });
    expect(login.state().value).toBe("checkingUser");
    expect(login.script.callsOf("verifyUser")).toEqual([{ mobile: "9876543210" }]);
    await answer(login.script, "verifyUser", "exists");
    expect(login.state().value).toBe("sendingOtp");
    expect(login.script.callsOf("lookUpLegacyUser")).toEqual([]);
    await answer(login.script, "sendOtp", { resendAfterSeconds: 20 });
    expect(login.state().matches("otpReady")).toBe(true);
    expect(login.script.callsOf("sendOtp")).toEqual([{ mobile: "9876543210" }]);
    expect(login.toasts).toEqual([authMessages.otpSent]);
    expect(login.state().context.legacyPath).toBe(false);
  });

  it("legacy customer found: sends the OTP, on the legacy path (its id comes only with the login)", async () => {
    const login = startLogin();
    await toOtpReady(login, "legacy");
    expect(login.script.callsOf("lookUpLegacyUser")).toEqual([{ mobile: "9876543210" }]);
    expect(login.state().context.legacyPath).toBe(true);
    expect(login.state().matches("otpReady")).toBe(true);
    expect(login.toasts).toEqual([authMessages.otpSent]);
  });

  it("unknown in both databases: told to sign up, no OTP sent", async () => {
    const login = startLogin();
    login.actor.send({ type: "MOBILE_CHANGED", value: "9876543210" });
    login.actor.send({ type: "SEND_OTP" });
    await answer(login.script, "verifyUser", "does-not-exist");
    await answer(login.script, "lookUpLegacyUser", { status: "does-not-exist" });
    expect(login.state().value).toBe("editing");
    expect(login.toasts).toEqual([authMessages.noAccount]);
    expect(login.script.callsOf("sendOtp")).toEqual([]);
  });

  it("legacy lookup fails: told to sign up", async () => {
    const login = startLogin();
    login.actor.send({ type: "MOBILE_CHANGED", value: "9876543210" });
    login.actor.send({ type: "SEND_OTP" });
    await answer(login.script, "verifyUser", "does-not-exist");
    await fail(login.script, "lookUpLegacyUser", rejected(502, "legacy-unavailable"));
    expect(login.state().value).toBe("editing");
    expect(login.toasts).toEqual([authMessages.noAccount]);
  });

  it.each(["new", "legacy"] as const)(
    "OTP not sent (%s path): the product's message",
    async (path) => {
      const login = startLogin();
      login.actor.send({ type: "MOBILE_CHANGED", value: "9876543210" });
      login.actor.send({ type: "SEND_OTP" });
      if (path === "new") await answer(login.script, "verifyUser", "exists");
      else {
        await answer(login.script, "verifyUser", "does-not-exist");
        await answer(login.script, "lookUpLegacyUser", { status: "exists" });
      }
      await fail(login.script, "sendOtp", rejected(502, "otp-not-sent"));
      expect(login.state().value).toBe("editing");
      expect(login.toasts).toEqual([authMessages.otpNotSent]);
      expect(login.state().context.legacyPath).toBe(false);
    },
  );

  it("rate-limited: says how long to wait", async () => {
    const login = startLogin();
    login.actor.send({ type: "MOBILE_CHANGED", value: "9876543210" });
    login.actor.send({ type: "SEND_OTP" });
    await answer(login.script, "verifyUser", "exists");
    await fail(
      login.script,
      "sendOtp",
      new AuthError({ kind: "rate-limited", retryAfterSeconds: 45 }),
    );
    expect(login.state().value).toBe("editing");
    expect(login.state().context.alert).toBe("Too many attempts. Please try again in 45 seconds.");
    login.actor.send({ type: "MOBILE_CHANGED", value: "9876543211" });
    expect(login.state().context.alert).toBeNull();
  });

  it("offline: says an OTP needs a connection", async () => {
    const login = startLogin();
    login.actor.send({ type: "MOBILE_CHANGED", value: "9876543210" });
    login.actor.send({ type: "SEND_OTP" });
    await fail(login.script, "verifyUser", new AuthError({ kind: "offline" }));
    expect(login.state().value).toBe("editing");
    expect(login.state().context.alert).toBe(authMessages.offline);
    expect(login.toasts).toEqual([]);
  });
});

describe("login: editing the mobile resets the OTP-ready state", () => {
  it("after the OTP was sent", async () => {
    const login = startLogin();
    await toOtpReady(login, "legacy");
    login.actor.send({ type: "OTP_CHANGED", value: "48213" });
    login.actor.send({ type: "MOBILE_CHANGED", value: "987654321" });
    const { value, context } = login.state();
    expect(value).toBe("editing");
    expect(context).toMatchObject({
      mobile: "987654321",
      otp: "",
      resendInSeconds: 0,
      legacyPath: false,
    });
    // No countdown is left running for the old number.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(login.state().value).toBe("editing");
  });

  it("while the number is being checked: the answer for the old number is ignored", async () => {
    const login = startLogin();
    login.actor.send({ type: "MOBILE_CHANGED", value: "9876543210" });
    login.actor.send({ type: "SEND_OTP" });
    login.actor.send({ type: "MOBILE_CHANGED", value: "9876543219" });
    expect(login.state().value).toBe("editing");
    await answer(login.script, "verifyUser", "exists");
    expect(login.state().value).toBe("editing");
    expect(login.script.callsOf("sendOtp")).toEqual([]);
  });
});

describe("login: the countdown to 'Send Again'", () => {
  it("counts down the server's 20 s (not 20 minutes); Send Again resends, then counts down anew", async () => {
    const login = startLogin();
    await toOtpReady(login);
    expect(login.state().context.resendInSeconds).toBe(20);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(login.state().matches({ otpReady: { resend: "waiting" } })).toBe(true);
    expect(login.state().context.resendInSeconds).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(login.state().matches({ otpReady: { resend: "offered" } })).toBe(true);

    login.actor.send({ type: "RESEND" });
    expect(login.script.callsOf("resendOtp")).toEqual([{ mobile: "9876543210" }]);
    await answer(login.script, "resendOtp", { resendAfterSeconds: 40 });
    expect(login.toasts).toEqual([authMessages.otpSent, authMessages.otpSentAgain]);
    // The server doubled its cool-down: the countdown follows it.
    expect(login.state().context.resendInSeconds).toBe(40);
    await vi.advanceTimersByTimeAsync(39_000);
    expect(login.state().matches({ otpReady: { resend: "waiting" } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(login.state().matches({ otpReady: { resend: "offered" } })).toBe(true);
  });

  it("a tab frozen in the background shows the right time on its next tick, not where it stopped", async () => {
    const login = startLogin();
    await toOtpReady(login);
    // The phone froze the page's timers for 15 s while the clock went on.
    vi.setSystemTime(Date.now() + 15_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(login.state().context.resendInSeconds).toBe(4);
    vi.setSystemTime(Date.now() + 10_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(login.state().matches({ otpReady: { resend: "offered" } })).toBe(true);
  });

  it("legacy path: the same countdown", async () => {
    const login = startLogin();
    await toOtpReady(login, "legacy");
    await vi.advanceTimersByTimeAsync(19_999);
    expect(login.state().matches({ otpReady: { resend: "waiting" } })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(login.state().matches({ otpReady: { resend: "offered" } })).toBe(true);
  });

  it("Send Again failing keeps the prompt, with the message", async () => {
    const login = startLogin();
    await toOtpReady(login, "legacy");
    await vi.advanceTimersByTimeAsync(20_000);
    login.actor.send({ type: "RESEND" });
    await fail(login.script, "resendOtp", rejected(502, "otp-not-sent"));
    expect(login.state().matches({ otpReady: { resend: "offered" } })).toBe(true);
    expect(login.toasts.at(-1)).toBe(authMessages.otpNotSent);
  });

  it("Send Again refused for now: counts down the server's Retry-After, then offers it again", async () => {
    const login = startLogin();
    await toOtpReady(login);
    await vi.advanceTimersByTimeAsync(20_000);
    login.actor.send({ type: "RESEND" });
    await fail(
      login.script,
      "resendOtp",
      new AuthError({ kind: "rate-limited", retryAfterSeconds: 7 }),
    );
    expect(login.state().matches({ otpReady: { resend: "waiting" } })).toBe(true);
    expect(login.state().context.resendInSeconds).toBe(7);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(login.state().matches({ otpReady: { resend: "offered" } })).toBe(true);
  });
});

describe("login: submit", () => {
  it("needs all five OTP digits", async () => {
    const login = startLogin();
    await toOtpReady(login);
    login.actor.send({ type: "OTP_CHANGED", value: "482" });
    login.actor.send({ type: "SUBMIT" });
    expect(login.state().context.otpError).toBe(authMessages.incompleteOtp);
    expect(login.script.callsOf("login")).toEqual([]);
  });

  it("asks no captcha: Login with the code is the login call", async () => {
    const login = startLogin();
    await toLoggingIn(login);
    expect(login.script.callsOf("login")).toEqual([{ mobile: "9876543210", otp: "48213" }]);
    expect(login.toasts).not.toContain(authMessages.verifyCaptcha);
  });

  it("wrong OTP: '❌ Incorrect OTP'; the corrected code is tried at once", async () => {
    const login = startLogin();
    await toLoggingIn(login);
    expect(login.script.callsOf("login")).toEqual([{ mobile: "9876543210", otp: "48213" }]);
    await fail(login.script, "login", rejected(401, "incorrect-otp"));
    expect(login.toasts.at(-1)).toBe(authMessages.incorrectOtp);
    expect(login.state().matches({ otpReady: { submission: "idle" } })).toBe(true);
    login.actor.send({ type: "OTP_CHANGED", value: "48214" });
    login.actor.send({ type: "SUBMIT" });
    expect(login.script.callsOf("login")).toHaveLength(2);
  });

  it.each([
    ["account not found", rejected(404, "account-not-found"), authMessages.noAccount],
    ["legacy service down", rejected(502, "legacy-unavailable"), authMessages.loginFailed],
  ])("login refused (%s): %s", async (_name, error, message) => {
    const login = startLogin();
    await toLoggingIn(login);
    await fail(login.script, "login", error);
    expect(login.toasts.at(-1)).toBe(message);
  });

  it("offline at login: says an OTP needs a connection", async () => {
    const login = startLogin();
    await toLoggingIn(login);
    await fail(login.script, "login", new AuthError({ kind: "offline" }));
    expect(login.state().context.alert).toBe(authMessages.offline);
  });

  it("correct OTP: the session is stored in IndexedDB and the machine is done", async () => {
    const login = startLogin();
    await toLoggingIn(login);
    await answer(login.script, "login", { user: serverUser });
    await vi.waitFor(() => expect(login.state().status).toBe("done"));
    expect(login.state().value).toBe("loggedIn");
    expect(login.state().output).toMatchObject({ name: "Arun Kumar", mobile: "9876543210" });
    const session = await readSession();
    expect(session.isUserLoggedIn).toBe(true);
    expect(session.user).toMatchObject({
      name: "Arun Kumar",
      vyomId: "Aru4821210734",
      userId: serverUser._id,
      cartId: serverUser.cart?._id,
      cartMembers: [{ name: "Arun Kumar", relation: "My Self", mobileNumber: "9876543210" }],
    });
  });

  it("legacy customer: the holder is 'My Self' once; the other legacy records join with relation Unknown", async () => {
    const login = startLogin();
    await toOtpReady(login, "legacy");
    login.actor.send({ type: "OTP_CHANGED", value: "48213" });
    login.actor.send({ type: "SUBMIT" });
    const mobileNumber = "9876500003";
    const karthik = { CustomerName: "Karthik Subramanian", MobileNumber: mobileNumber };
    const divya = { CustomerName: "Divya Karthik", MobileNumber: mobileNumber };
    await answer(login.script, "login", {
      user: {
        ...serverUser,
        name: "Karthik Subramanian",
        mobileNumber,
        legacyCustomerId: "LEG-3001",
        cart: {
          ...serverUser.cart,
          members: [
            { name: "Karthik Subramanian", relation: "My Self", mobileNumber, vyomId: "Kar1" },
            { name: "Karthik Subramanian", relation: "Unknown", mobileNumber, vyomId: "LEG-3001" },
          ],
        },
      },
      legacyMembers: [
        { ...karthik, CustomerID: "LEG-3001" },
        { ...divya, CustomerID: "LEG-3002" },
      ],
    });
    await vi.waitFor(() => expect(login.state().status).toBe("done"));
    const members = (await readSession()).user?.cartMembers ?? [];
    // An account made before the server left the holder's own record out kept it as
    // "(Unknown)": it is 'My Self', never a second member.
    expect(members).toEqual([
      { name: "Karthik Subramanian", relation: "My Self", mobileNumber, vyomId: "Aru4821210734" },
      { name: "Divya Karthik", relation: "Unknown", mobileNumber, vyomId: "LEG-3002" },
    ]);
  });
});
