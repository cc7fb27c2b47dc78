/**
 * A network the server has not seen asks its first OTP send for a proof-of-work captcha
 * (edge-api services/otp/otp-send-budgets.ts): the person signing up never sees it, the app solves
 * it and sends again (pwa/src/lib/captcha-retry.ts), and the code arrives.
 */
import { expect, it } from "vitest";
import { openPage, waitForHydration } from "./support/browser.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite({ env: { OTP_ADDRESS_GROUP_CAPTCHA: "on" } });

const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

it("signs up from a network never seen: the app solves the captcha the first send is asked for", async () => {
  const { page, errors } = await openPage(browser);
  // The refusal the app answers by solving the captcha; Chromium logs every 4xx.
  errors.allow(
    /^console\.error: Failed to load resource: the server responded with a status of 403 \(/,
  );
  const asked: number[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname.startsWith("/api/auth/get-otp/")) asked.push(res.status());
  });
  const mobile = freshMobile();
  await page.goto(`${server.url}/careers`);
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Hello! Kindly login to avail our services" });
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = dialog.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByRole("textbox", { name: "Name", exact: true }).fill("Lakshmi Rao");
  await signUp.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
  await signUp.getByRole("textbox", { name: "Mail Id" }).fill("e2e@example.in");
  await signUp.getByRole("textbox", { name: "Pincode" }).fill("600020");
  await signUp.getByRole("button", { name: "Verify" }).click();
  await signUp.getByRole("heading", { name: "Verify OTP" }).waitFor();
  const code = await newOtp(server.url, mobile, 0);
  await signUp.getByRole("textbox", { name: "Digit 1 of 5" }).click();
  await page.keyboard.type(code);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await page.getByRole("banner").getByText("Lakshmi Rao", { exact: true }).waitFor();

  expect(asked).toEqual([403, 200]);
  expect(await smsInbox(server.url, mobile)).toHaveLength(1);
});
