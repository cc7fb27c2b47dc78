/**
 * What only a browser shows of a legacy customer's first login on a 360 px phone: the city
 * follows their pincode (a service area prices 520010 for Andhra Pradesh, not Chennai), their own
 * legacy record is 'My Self' and not a second "(Unknown)" member, and the notice that says so
 * sits over no header control, takes no tap outside its own box and goes by itself
 * (pwa/src/components/toast.css). Details are in component and API tests
 * (pwa/src/features/auth/login-dialog.test.tsx, edge-api/src/routes/auth/login.routes.test.ts).
 */
import { expect, it } from "vitest";
import { openPage, waitForHydration } from "./support/browser.ts";
import { newOtp, smsInbox } from "./support/sms-inbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const phone = { width: 360, height: 800 };
/** Anjali Reddy: a legacy customer (the development simulator) at pincode 520010. */
const anjali = { mobile: "9876500004", name: "Anjali Reddy" };
const cityNotice =
  "Prices are now for Andhra Pradesh: your pincode 520010 is in Andhra Pradesh. You can change the city at the top of the page.";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

it("a legacy customer's first login: their pincode's city and no second 'My Self'; the notice covers no header control, blocks no tap and goes by itself", async () => {
  const { page } = await openPage(browser, { viewport: phone });
  await page.goto(server.url);
  await waitForHydration(page);
  const header = page.getByRole("banner");
  const city = header.getByRole("combobox", { name: "Location" });
  expect(await city.inputValue()).toBe("chennai");

  await header.getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog").getByRole("tabpanel", { name: "Login" });
  const seen = (await smsInbox(server.url, anjali.mobile)).length;
  await login.getByRole("textbox", { name: "Mobile Number" }).fill(anjali.mobile);
  await login.getByRole("button", { name: "Send OTP" }).click();
  const code = await newOtp(server.url, anjali.mobile, seen);
  await login.getByRole("textbox", { name: "Digit 1 of 5" }).click();
  await page.keyboard.type(code);
  await login.getByRole("button", { name: "Login" }).click();

  const notice = page.locator(".toast", { hasText: cityNotice });
  await notice.waitFor();
  expect(await city.inputValue()).toBe("andhraPradesh");
  await header.getByRole("button", { name: anjali.name, exact: true }).waitFor();

  // Her own legacy record is 'My Self': she is not listed again as "(Unknown)".
  const members = await page.evaluate(
    () =>
      new Promise<{ name: string; relation: string }[]>((resolve, reject) => {
        const open = indexedDB.open("vyom");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction("session").objectStore("session").get("current");
          read.onsuccess = () => {
            resolve(read.result?.user?.cartMembers ?? []);
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
  expect(members.map((m) => `${m.name} (${m.relation})`)).toEqual(["Anjali Reddy (My Self)"]);

  // Over no header control: the notice's box and the header's do not meet.
  const noticeBox = await notice.boundingBox();
  const headerBox = await header.boundingBox();
  if (!noticeBox || !headerBox) throw new Error("the notice and the header are on screen");
  expect(overlaps(noticeBox, headerBox)).toBe(false);
  // Whatever is at the screen's top and middle is not the notice: taps there reach the page.
  const region = page.locator(".toast-region").first();
  expect(await region.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");

  // A tap on the header's Cart while the notice shows goes through (no wait, no force).
  expect(await notice.isVisible()).toBe(true);
  await header.getByRole("link", { name: /^Cart/ }).click({ timeout: 2_000 });
  await page.waitForURL(`${server.url}/cart`);

  // It goes by itself (6 s), with nobody closing it.
  await notice.waitFor({ state: "detached", timeout: 15_000 });
});
