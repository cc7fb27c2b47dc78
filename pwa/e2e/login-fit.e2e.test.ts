// The callbacks of page.evaluate run in the page: they use the DOM's types.
/// <reference lib="dom" />
/**
 * What only a browser shows of the login (docs/product.md#login-and-sign-up-dialog): the dialog
 * fits 320-360 px phones on every step with its close button on screen, and /login does not
 * scroll sideways; Enter in the mobile field sends the OTP; "Send Again" counts down the server's
 * cool-down, then really sends; no captcha after the code; focus lands on the account menu after
 * the login; and the logged-in desktop header fits at 1200 and 1440 px with its account menu
 * (Escape, a click outside, the keyboard). The page's and the server's clocks move together,
 * so the 20 s cool-down is never waited out.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { freshMobile, openLoginDialog, startClockedLoginSuite } from "./support/clocked-login.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";

const suite = startClockedLoginSuite();

/**
 * The dialog and its body are no wider than their boxes (nothing to scroll sideways, nothing
 * clipped), and the close button is inside the viewport.
 */
async function expectDialogFits(dialog: Locator, step: string) {
  const fit = await dialog.evaluate((element) => {
    const body = element.querySelector(".modal-body") as HTMLElement;
    const close = element.querySelector("button[aria-label='Close']") as HTMLElement;
    const box = close.getBoundingClientRect();
    return {
      dialog: [element.scrollWidth, element.clientWidth],
      body: [body.scrollWidth, body.clientWidth],
      scrolledSideways: element.scrollLeft,
      close: [box.left, box.top, box.right, box.bottom],
      viewport: [window.innerWidth, window.innerHeight],
    };
  });
  const [vw = 0, vh = 0] = fit.viewport;
  expect(fit.dialog[0], `${step}: dialog content width`).toBeLessThanOrEqual(fit.dialog[1] ?? 0);
  expect(fit.body[0], `${step}: body content width`).toBeLessThanOrEqual(fit.body[1] ?? 0);
  expect(fit.scrolledSideways, `${step}: scrolled sideways`).toBe(0);
  const [left = -1, top = -1, right = Infinity, bottom = Infinity] = fit.close;
  expect(left, `${step}: close button left`).toBeGreaterThanOrEqual(0);
  expect(top, `${step}: close button top`).toBeGreaterThanOrEqual(0);
  expect(right, `${step}: close button right`).toBeLessThanOrEqual(vw);
  expect(bottom, `${step}: close button bottom`).toBeLessThanOrEqual(vh);
}

describe("phones, 320 and 360 px wide", () => {
  it("the dialog fits on every step with its close button on screen; /login does not scroll sideways", async () => {
    for (const width of [320, 360]) {
      const { page } = await openPage(suite.browser, { viewport: { width, height: 640 } });
      const dialog = await openLoginDialog(page, suite.server.url);
      await expectDialogFits(dialog, `${width} login`);
      const login = dialog.getByRole("tabpanel", { name: "Login" });
      // Typing a long value must not scroll the dialog sideways.
      await login.getByRole("textbox", { name: "Mobile Number" }).fill("98765432109876543210");
      await expectDialogFits(dialog, `${width} login, typed`);

      await dialog.getByRole("tab", { name: "Sign Up" }).click();
      const signUp = dialog.getByRole("tabpanel", { name: "Sign Up" });
      await signUp
        .getByRole("textbox", { name: "Name", exact: true })
        .fill("Meenakshisundaram Ramachandran");
      await signUp.getByRole("textbox", { name: "Mobile Number" }).fill(freshMobile());
      await signUp.getByRole("textbox", { name: "Mail Id" }).fill("meenakshisundaram@example.in");
      await signUp.getByRole("textbox", { name: "Pincode" }).fill("600020");
      await expectDialogFits(dialog, `${width} sign-up details`);
      await signUp.getByRole("button", { name: "Verify" }).click();
      await signUp.getByRole("heading", { name: "Verify OTP" }).waitFor();
      await expectDialogFits(dialog, `${width} sign-up OTP`);

      await page.goto(`${suite.server.url}/login`);
      await page.getByRole("tabpanel", { name: "Login" }).waitFor();
      const pageWidth = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(pageWidth[0], `/login at ${width}`).toBeLessThanOrEqual(pageWidth[1] ?? 0);
    }
  });

  it("Enter sends the OTP; Send Again counts down the server's cool-down, then sends; no captcha; focus on the account menu after login", async () => {
    const { page } = await openPage(suite.browser, { viewport: { width: 360, height: 640 } });
    await page.clock.install();
    const dialog = await openLoginDialog(page, suite.server.url);
    const login = dialog.getByRole("tabpanel", { name: "Login" });
    // A seeded legacy customer: an existing customer as far as the login goes.
    const mobile = "9876500002";
    const seen = (await smsInbox(suite.server.url, mobile)).length;
    await login.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
    await login.getByRole("textbox", { name: "Mobile Number" }).press("Enter");
    await newOtp(suite.server.url, mobile, seen);

    const countdown = login.getByText(/^Send Again in \d:\d\d$/);
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Send Again in 0:(20|19)$/);
    const sendAgain = login.getByRole("button", { name: "Send Again" });
    expect(await sendAgain.count()).toBe(0);
    // The page and the server move 21 s on together.
    suite.aheadMs += 21_000;
    await page.clock.fastForward(21_000);
    await sendAgain.waitFor();
    const before = (await smsInbox(suite.server.url, mobile)).length;
    await sendAgain.click();
    const code = await newOtp(suite.server.url, mobile, before);
    // The server doubled its cool-down for the number's second code: counted down anew.
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Send Again in 0:(40|39)$/);

    expect(await login.getByRole("checkbox", { name: "I'm not a robot" }).count()).toBe(0);
    await login.getByRole("textbox", { name: "Digit 1 of 5" }).click();
    await page.keyboard.type(code);
    await login.getByRole("button", { name: "Login" }).click();
    await dialog.waitFor({ state: "hidden" });
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Venkatesh Rao" });
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    const width = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(width[0]).toBeLessThanOrEqual(width[1] ?? 0);
  });
});

/** Logs the seeded customer in through the dialog at the page's size. */
async function logIn(page: Page, mobile: string) {
  suite.aheadMs += 60_000;
  const dialog = await openLoginDialog(page, suite.server.url);
  const login = dialog.getByRole("tabpanel", { name: "Login" });
  const seen = (await smsInbox(suite.server.url, mobile)).length;
  await login.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
  await login.getByRole("button", { name: "Send OTP" }).click();
  const code = await newOtp(suite.server.url, mobile, seen);
  await login.getByRole("textbox", { name: "Digit 1 of 5" }).click();
  await page.keyboard.type(code);
  await login.getByRole("button", { name: "Login" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Whether two boxes overlap. */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("desktops, 1200 and 1440 px wide", () => {
  it("the logged-in header fits, its account actions in one menu (Escape, outside click, keyboard)", async () => {
    const { page } = await openPage(suite.browser, { viewport: { width: 1200, height: 800 } });
    await logIn(page, "9876500001");
    const header = page.getByRole("banner");
    const menuButton = header.getByRole("button", { name: "Lakshmi Narayanan" });
    await menuButton.waitFor();

    for (const width of [1200, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await page.evaluate(() => {
        const box = (selector: string) =>
          (document.querySelector(selector) as HTMLElement).getBoundingClientRect().toJSON();
        const row = document.querySelector(".header-row") as HTMLElement;
        return {
          row: [row.scrollWidth, row.clientWidth],
          search: box(".test-search-input"),
          location: box(".location-select"),
          reports: box(".header-reports"),
          account: box(".account-menu-button"),
          name: box(".account-menu-button .header-user-name"),
        };
      });
      expect(layout.row[0], `${width}: header content width`).toBeLessThanOrEqual(
        layout.row[1] ?? 0,
      );
      for (const [what, box] of [
        ["search", layout.search],
        ["location", layout.location],
      ] as const) {
        expect(overlaps(box, layout.reports), `${width}: ${what} over Download Reports`).toBe(
          false,
        );
        expect(overlaps(box, layout.account), `${width}: ${what} over the account menu`).toBe(
          false,
        );
      }
      // One line: the button is no taller than a touch target, its name not wrapped.
      expect(layout.account.height, `${width}: account button height`).toBeLessThanOrEqual(52);
      expect(layout.name.height, `${width}: name on one line`).toBeLessThan(32);
      expect(await header.getByRole("button", { name: "All devices" }).count()).toBe(0);
      expect(await header.getByRole("button", { name: "Log out", exact: true }).isVisible()).toBe(
        false,
      );
    }

    // Open: the whole name, My bookings, Log out and Log out on all devices.
    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    const menu = page.locator(`[id="${await menuButton.getAttribute("aria-controls")}"]`);
    const fullName = menu.getByText("Signed in as Lakshmi Narayanan");
    expect(await fullName.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await menu.getByRole("link", { name: "My bookings" }).waitFor();
    await menu.getByRole("button", { name: "Log out", exact: true }).waitFor();
    await menu.getByRole("button", { name: "Log out on all devices" }).waitFor();

    // Escape closes it and gives focus back to its button.
    await page.keyboard.press("Escape");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // A click outside closes it.
    await menuButton.click();
    await menu.waitFor();
    await header.click({ position: { x: 2, y: 2 } });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");

    // The keyboard: Enter opens it, Tab reaches its first action.
    await menuButton.focus();
    await page.keyboard.press("Enter");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(
      await menu
        .getByRole("link", { name: "My bookings" })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/my-bookings$/);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
  });
});
