// The callbacks of page.evaluate run in the page: they use the DOM's types.
/// <reference lib="dom" />
/**
 * What the login dialog does once a code is sent, in a real browser against the real server
 * (the MSG91 simulator speaks MSG91's OTP API, so calls are offered): the Sign Up step counts down
 * the server's cool-down to "Send Again" and then really sends; the Login and Sign Up steps offer
 * "Get the code by call" beside "Send Again" when the countdown ends, the development inbox shows
 * the call to the number, and the code it reads out logs in, or signs up. The page's and the server's clocks move
 * together, so no cool-down is waited out.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { freshMobile, openLoginDialog, startClockedLoginSuite } from "./support/clocked-login.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";

const suite = startClockedLoginSuite();

/** Moves the page's and the server's clocks on together. */
async function pass(page: Page, ms: number) {
  suite.aheadMs += ms;
  await page.clock.fastForward(ms);
}

/** The newest call the development inbox holds for the number, and the code it reads out. */
async function newCall(mobile: string, seen: number): Promise<string> {
  await expect
    .poll(async () => (await smsInbox(suite.server.url, mobile)).length, { timeout: 5_000 })
    .toBeGreaterThan(seen);
  const [newest] = await smsInbox(suite.server.url, mobile);
  expect(newest?.message).toMatch(/^Voice call: /);
  const digits = /OTP is (\d(?: \d){4})\./.exec(newest?.message ?? "")?.[1] ?? "";
  return digits.replaceAll(" ", "");
}

describe("after the code is sent", () => {
  it("Sign Up counts down the server's cool-down to Send Again, then sends the code again", async () => {
    const { page } = await openPage(suite.browser, { viewport: { width: 360, height: 640 } });
    await page.clock.install();
    const dialog = await openLoginDialog(page, suite.server.url);
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    const signUp = dialog.getByRole("tabpanel", { name: "Sign Up" });
    const mobile = freshMobile();
    await signUp.getByRole("textbox", { name: "Name", exact: true }).fill("Kavya Sundaram");
    await signUp.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
    await signUp.getByRole("textbox", { name: "Mail Id" }).fill("kavya.sundaram@example.in");
    await signUp.getByRole("textbox", { name: "Pincode" }).fill("600020");
    await signUp.getByRole("button", { name: "Verify" }).click();
    await newOtp(suite.server.url, mobile, 0);

    const countdown = signUp.getByText(/^Send Again in \d:\d\d$/);
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Send Again in 0:(20|19)$/);
    const sendAgain = signUp.getByRole("button", { name: "Send Again" });
    expect(await sendAgain.count()).toBe(0);
    await pass(page, 21_000);
    await sendAgain.waitFor();
    const before = (await smsInbox(suite.server.url, mobile)).length;
    await sendAgain.click();
    const code = await newOtp(suite.server.url, mobile, before);
    // The server doubled its cool-down for the number's second code: counted down anew.
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Send Again in 0:(40|39)$/);

    await signUp.getByRole("textbox", { name: "Digit 1 of 5" }).click();
    await page.keyboard.type(code);
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("banner").getByRole("button", { name: "Kavya Sundaram" }).waitFor();
  });

  it("Sign Up offers Get the code by call when the countdown ends; the call reads out the sign-up code, which signs up", async () => {
    const { page } = await openPage(suite.browser, { viewport: { width: 360, height: 640 } });
    await page.clock.install();
    const dialog = await openLoginDialog(page, suite.server.url);
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    const signUp = dialog.getByRole("tabpanel", { name: "Sign Up" });
    const mobile = freshMobile();
    await signUp.getByRole("textbox", { name: "Name", exact: true }).fill("Ravi Shankar");
    await signUp.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
    await signUp.getByRole("textbox", { name: "Mail Id" }).fill("ravi.shankar@example.in");
    await signUp.getByRole("textbox", { name: "Pincode" }).fill("600020");
    await signUp.getByRole("button", { name: "Verify" }).click();
    const smsCode = await newOtp(suite.server.url, mobile, 0);

    const byCall = signUp.getByRole("button", { name: "Get the code by call" });
    await signUp.getByText(/^Send Again in \d:\d\d$/).waitFor();
    expect(await byCall.count()).toBe(0);
    await pass(page, 21_000);
    await byCall.waitFor();
    const before = (await smsInbox(suite.server.url, mobile)).length;
    await byCall.click();
    await page.getByText("📞 Calling you now: the call reads out the OTP.").waitFor();
    const spokenCode = await newCall(mobile, before);
    expect(spokenCode).toBe(smsCode);
    await signUp.getByText(/^Send Again in 0:(40|39)$/).waitFor();
    expect(await byCall.count()).toBe(0);

    await signUp.getByRole("textbox", { name: "Digit 1 of 5" }).click();
    await page.keyboard.type(spokenCode);
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("banner").getByRole("button", { name: "Ravi Shankar" }).waitFor();
  });

  it("Login offers Get the code by call when the countdown ends; the call reaches the number and its code logs in", async () => {
    const { page } = await openPage(suite.browser, { viewport: { width: 360, height: 640 } });
    await page.clock.install();
    const dialog = await openLoginDialog(page, suite.server.url);
    const login = dialog.getByRole("tabpanel", { name: "Login" });
    // A seeded legacy customer: an existing customer as far as the login goes.
    const mobile = "9876500003";
    suite.aheadMs += 60 * 60_000;
    const seen = (await smsInbox(suite.server.url, mobile)).length;
    await login.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
    await login.getByRole("button", { name: "Send OTP" }).click();
    const smsCode = await newOtp(suite.server.url, mobile, seen);

    const byCall = login.getByRole("button", { name: "Get the code by call" });
    await login.getByText(/^Send Again in \d:\d\d$/).waitFor();
    expect(await byCall.count()).toBe(0);
    await pass(page, 21_000);
    await byCall.waitFor();
    expect(await login.getByRole("button", { name: "Send Again" }).count()).toBe(1);
    const before = (await smsInbox(suite.server.url, mobile)).length;
    await byCall.click();
    await page.getByText("📞 Calling you now: the call reads out the OTP.").waitFor();
    const spokenCode = await newCall(mobile, before);
    // The call reads out the code the SMS carried: the one the server holds.
    expect(spokenCode).toBe(smsCode);
    // A call counts as a send again: the next cool-down is counted down, with no call offered.
    await login.getByText(/^Send Again in 0:(40|39)$/).waitFor();
    expect(await byCall.count()).toBe(0);

    await login.getByRole("textbox", { name: "Digit 1 of 5" }).click();
    await page.keyboard.type(spokenCode);
    await login.getByRole("button", { name: "Login" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Karthik/ })
      .waitFor();
  });
});
