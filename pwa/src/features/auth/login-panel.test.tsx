import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readSession } from "@/db/session.ts";
import { type FakeAuthApi, fakeAuthApi } from "./fake-auth-api.test-support.ts";
import { LoginPanel } from "./login-panel.tsx";
import { authMessages } from "./machines/auth-messages.ts";
import { loginMachine } from "./machines/login.machine.ts";
import { signUpMachine } from "./machines/sign-up.machine.ts";

let api: FakeAuthApi;

beforeEach(() => {
  api = fakeAuthApi();
});

function renderPanel(props: Partial<Parameters<typeof LoginPanel>[0]> = {}) {
  const onDone = vi.fn();
  render(<LoginPanel onDone={onDone} {...props} />);
  return { onDone };
}

const panel = (name: "Login" | "Sign Up") => screen.getByRole("tabpanel", { name });
const inLogin = () => within(panel("Login"));
const inSignUp = () => within(panel("Sign Up"));
const otpBoxes = (scope: ReturnType<typeof within>) =>
  within(scope.getByRole("group", { name: "OTP" })).getAllByRole("textbox");
const pasteOtp = (scope: ReturnType<typeof within>, otp: string) =>
  fireEvent.paste(otpBoxes(scope)[0] as HTMLElement, { clipboardData: { getData: () => otp } });
const toast = (message: string) => screen.findByText(message.trim());
/** The countdown's words ("Send Again in 0:19"), split by its <time>. */
const countdownIn = async (scope: ReturnType<typeof within>) =>
  (
    await scope.findByText(
      (_: string, element: Element | null) =>
        element?.classList.contains("auth-countdown") ?? false,
    )
  ).textContent;

async function sendOtp(mobile: string) {
  fireEvent.change(inLogin().getByRole("textbox", { name: "Mobile Number" }), {
    target: { value: mobile },
  });
  fireEvent.click(inLogin().getByRole("button", { name: "Send OTP" }));
}

describe("login / sign-up modal body", () => {
  it("has the Sign Up and Login tabs, Login first; the links switch tabs", () => {
    renderPanel();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Sign Up", "Login"]);
    expect(screen.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
    expect(panel("Login")).toBeTruthy();

    fireEvent.click(inLogin().getByRole("button", { name: "Create Account" }));
    expect(screen.getByRole("tab", { name: "Sign Up" }).getAttribute("aria-selected")).toBe("true");
    expect(inSignUp().getByRole("heading", { name: "Enter your details" })).toBeTruthy();

    fireEvent.click(inSignUp().getByRole("button", { name: "Login" }));
    expect(screen.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");

    fireEvent.keyDown(screen.getByRole("tab", { name: "Login" }), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Sign Up" }));
  });
});

describe("Login tab", () => {
  it("keeps the OTP boxes disabled until the OTP is sent", () => {
    renderPanel();
    for (const box of otpBoxes(inLogin())) expect((box as HTMLInputElement).disabled).toBe(true);
    expect(inLogin().queryByRole("button", { name: "Login" })).toBeNull();
  });

  it("refuses an invalid mobile: 'Enter Valid Mobile Number'", async () => {
    renderPanel();
    await sendOtp("12345");
    expect(inLogin().getByText(authMessages.invalidMobile)).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("Send OTP is the form's submit button until the code is sent: Enter in the mobile field sends it", async () => {
    renderPanel();
    const sendButton = inLogin().getByRole<HTMLButtonElement>("button", { name: "Send OTP" });
    expect(sendButton.type).toBe("submit");
    fireEvent.change(inLogin().getByRole("textbox", { name: "Mobile Number" }), {
      target: { value: "9876543210" },
    });
    fireEvent.submit(inLogin().getByRole("form", { name: "Login" }));
    expect(await toast(authMessages.otpSent)).toBeTruthy();
    // Once sent, Login submits and Send OTP is only a (disabled) button.
    expect(sendButton.type).toBe("button");
    expect(inLogin().getByRole<HTMLButtonElement>("button", { name: "Login" }).type).toBe("submit");
  });

  it("logs in an existing user: OTP sent, wrong then right OTP, no captcha", async () => {
    const { onDone } = renderPanel();
    await sendOtp("9876543210");
    expect(await toast(authMessages.otpSent)).toBeTruthy();
    expect(inLogin().getByText(authMessages.otpSentNotice)).toBeTruthy();
    const boxes = otpBoxes(inLogin());
    for (const box of boxes) expect((box as HTMLInputElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));

    // Five digits are needed; no captcha is asked after the code.
    fireEvent.click(inLogin().getByRole("button", { name: "Login" }));
    expect(inLogin().getByText(authMessages.incompleteOtp)).toBeTruthy();
    expect(inLogin().queryByRole("checkbox", { name: "I'm not a robot" })).toBeNull();
    pasteOtp(inLogin(), "11111");
    fireEvent.click(inLogin().getByRole("button", { name: "Login" }));
    expect(await toast(authMessages.incorrectOtp)).toBeTruthy();

    pasteOtp(inLogin(), "48213");
    fireEvent.click(inLogin().getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const session = await readSession();
    expect(session).toMatchObject({ isUserLoggedIn: true, user: { name: "Arun Kumar" } });
    // Login verifies the OTP itself: verify-otp is never called, nor a captcha check.
    expect(api.requests.map((r) => r.path)).not.toContain("/api/auth/verify-otp");
    expect(api.requests.map((r) => r.path)).not.toContain("/api/auth/verify-captcha");
    expect(api.requests.filter((r) => r.path === "/api/auth/login").at(-1)?.body).toEqual({
      recievedOtp: "48213",
      mobileNumber: "9876543210",
    });
  });

  it("logs in a legacy customer: their own legacy record is 'My Self', not a second member", async () => {
    const { onDone } = renderPanel();
    await sendOtp("9876500003");
    expect(await toast(authMessages.otpSent)).toBeTruthy();
    pasteOtp(inLogin(), "48213");
    fireEvent.click(inLogin().getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const members = (await readSession()).user?.cartMembers ?? [];
    expect(members.map((m) => [m.name, m.relation])).toEqual([["Karthik Subramanian", "My Self"]]);
  });

  it("counts down the server's cool-down to 'Send Again', then resends", async () => {
    api.resendAfterSeconds = 3;
    // A second of the countdown takes 200 ms here: each second is the machine's tick (its own
    // tests step them on fake timers); this checks what the form shows of them.
    renderPanel({ machines: { login: loginMachine.provide({ delays: { oneSecond: 200 } }) } });
    const countdown = () =>
      inLogin().findByText((_, element) => element?.classList.contains("auth-countdown") ?? false);
    await sendOtp("9876543210");
    expect((await countdown()).textContent).toMatch(/^Send Again in 0:0[1-3]$/);
    expect(inLogin().getByText(/Didn't receive the OTP\?/)).toBeTruthy();
    expect(inLogin().queryByRole("button", { name: "Send Again" })).toBeNull();
    fireEvent.click(await inLogin().findByRole("button", { name: "Send Again" }));
    expect(await toast(authMessages.otpSentAgain)).toBeTruthy();
    expect(api.requests.map((r) => r.path)).toContain("/api/auth/resend-otp/9876543210");
    // The new cool-down is counted down again.
    expect((await countdown()).textContent).toMatch(/^Send Again in 0:0[1-3]$/);
  }, 15_000);

  it("a server that can call: 'Get the code by call' beside Send Again once the countdown ends", async () => {
    api.resendAfterSeconds = 2;
    api.voiceRetry = true;
    renderPanel({ machines: { login: loginMachine.provide({ delays: { oneSecond: 200 } }) } });
    await sendOtp("9876543210");
    expect(await countdownIn(inLogin())).toMatch(/^Send Again in 0:0[1-2]$/);
    expect(inLogin().queryByRole("button", { name: authMessages.callForCode })).toBeNull();
    fireEvent.click(await inLogin().findByRole("button", { name: authMessages.callForCode }));
    expect(await toast(authMessages.calling)).toBeTruthy();
    expect(api.requests.filter((r) => r.path === "/api/auth/otp-call").map((r) => r.body)).toEqual([
      { mobileNumber: "9876543210", purpose: "login" },
    ]);
    expect(await countdownIn(inLogin())).toMatch(/^Send Again in 0:0[1-2]$/);
  }, 15_000);

  it("a server that cannot call offers Send Again alone", async () => {
    api.resendAfterSeconds = 1;
    renderPanel({ machines: { login: loginMachine.provide({ delays: { oneSecond: 200 } }) } });
    await sendOtp("9876543210");
    await inLogin().findByRole("button", { name: "Send Again" });
    expect(inLogin().queryByRole("button", { name: authMessages.callForCode })).toBeNull();
  }, 15_000);

  it("unknown number: '❌ Please SignUp, No account found with entered mobile number'", async () => {
    renderPanel();
    await sendOtp("9000000001");
    expect(await toast(authMessages.noAccount)).toBeTruthy();
  });

  it("legacy lookup failing says the same", async () => {
    api.legacyDown = true;
    renderPanel();
    await sendOtp("9876500003");
    expect(await toast(authMessages.noAccount)).toBeTruthy();
  });

  it("legacy path, OTP not sent: '❌ Something went wrong, OTP not sent'", async () => {
    api.sendFails = true;
    renderPanel();
    await sendOtp("9876500003");
    expect(await toast(authMessages.otpNotSent)).toBeTruthy();
  });

  it("rate-limited: says how long to wait", async () => {
    api.rateLimitedFor = 42;
    renderPanel();
    await sendOtp("9876543210");
    expect((await inLogin().findByRole("alert")).textContent).toBe(
      "Too many attempts. Please try again in 42 seconds.",
    );
  });

  it("offline: says an OTP needs an internet connection", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderPanel();
    await sendOtp("9876543210");
    expect((await inLogin().findByRole("alert")).textContent).toBe(authMessages.offline);
    expect(api.requests).toEqual([]);
    onLine.mockRestore();
  });
});

describe("Sign Up tab", () => {
  async function fillDetails(mobile = "9123456780") {
    fireEvent.click(screen.getByRole("tab", { name: "Sign Up" }));
    const form = inSignUp();
    fireEvent.change(form.getByRole("combobox", { name: "Name prefix" }), {
      target: { value: "MS" },
    });
    fireEvent.change(form.getByRole("textbox", { name: "Name" }), {
      target: { value: "Meena Iyer" },
    });
    fireEvent.change(form.getByRole("textbox", { name: "Mobile Number" }), {
      target: { value: mobile },
    });
    fireEvent.change(form.getByRole("textbox", { name: "Mail Id" }), {
      target: { value: "meena@example.com" },
    });
    fireEvent.change(form.getByRole("textbox", { name: "Pincode" }), {
      target: { value: "600020" },
    });
  }

  it("has the product's fields, MR first", () => {
    renderPanel();
    fireEvent.click(screen.getByRole("tab", { name: "Sign Up" }));
    const prefix = inSignUp().getByRole<HTMLSelectElement>("combobox", { name: "Name prefix" });
    expect(prefix.value).toBe("MR");
    expect([...prefix.options].map((o) => o.value)).toEqual(["MR", "MRS", "MS"]);
    expect(inSignUp().getByText("+91")).toBeTruthy();
    expect(inSignUp().getByRole("button", { name: "Verify" })).toBeTruthy();
  });

  it("checks the mobile as it is typed", async () => {
    renderPanel();
    await fillDetails("12345");
    expect(inSignUp().getByText(authMessages.invalidMobile)).toBeTruthy();
  });

  it("signs up: Verify, step 2 'Verify OTP', wrong code, right code", async () => {
    const { onDone } = renderPanel();
    await fillDetails();
    fireEvent.click(inSignUp().getByRole("button", { name: "Verify" }));
    expect(await inSignUp().findByRole("heading", { name: "Verify OTP" })).toBeTruthy();
    expect(await toast(authMessages.otpSent)).toBeTruthy();
    expect(inSignUp().getByText("+91 9123456780")).toBeTruthy();
    // The server's cool-down first: Send Again is not offered before it would be accepted.
    expect(await countdownIn(inSignUp())).toMatch(/^Send Again in 0:(20|19)$/);
    expect(inSignUp().queryByRole("button", { name: "Send Again" })).toBeNull();

    pasteOtp(inSignUp(), "11111");
    fireEvent.click(inSignUp().getByRole("button", { name: "Sign Up" }));
    expect(await inSignUp().findByText(authMessages.wrongSignUpOtp)).toBeTruthy();

    pasteOtp(inSignUp(), "48213");
    fireEvent.click(inSignUp().getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect((await readSession()).user).toMatchObject({
      name: "Meena Iyer",
      salutation: "MS",
      mobile: "9123456780",
      cartMembers: [{ name: "Meena Iyer", relation: "My Self" }],
    });
  });

  it("counts down the server's cool-down to 'Send Again', then resends the sign-up code", async () => {
    api.resendAfterSeconds = 2;
    renderPanel({ machines: { signUp: signUpMachine.provide({ delays: { oneSecond: 200 } }) } });
    await fillDetails();
    fireEvent.click(inSignUp().getByRole("button", { name: "Verify" }));
    expect(await countdownIn(inSignUp())).toMatch(/^Send Again in 0:0[1-2]$/);
    expect(inSignUp().queryByRole("button", { name: "Send Again" })).toBeNull();
    fireEvent.click(await inSignUp().findByRole("button", { name: "Send Again" }));
    expect(await toast(authMessages.otpSentAgain)).toBeTruthy();
    expect(api.requests.map((r) => r.path)).toContain("/api/auth/resend-otp/9123456780");
    expect(await countdownIn(inSignUp())).toMatch(/^Send Again in 0:0[1-2]$/);
  }, 15_000);

  it("already registered: '❗ Account already exists with entered mobile number'", async () => {
    renderPanel();
    await fillDetails("9876543210");
    fireEvent.click(inSignUp().getByRole("button", { name: "Verify" }));
    await inSignUp().findByRole("heading", { name: "Verify OTP" });
    pasteOtp(inSignUp(), "48213");
    fireEvent.click(inSignUp().getByRole("button", { name: "Sign Up" }));
    expect(await toast(authMessages.accountExists)).toBeTruthy();
    expect(inSignUp().getByRole("heading", { name: "Enter your details" })).toBeTruthy();
  });
});
