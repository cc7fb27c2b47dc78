/**
 * The checkout steps the checkout e2e files share: the catalogue items they book, and (for a
 * server at `baseUrl`) filling the cart, signing up in the login dialog with the development
 * inbox's OTP, giving the new customer's date of birth and gender (the lab needs them of everyone
 * a sample is taken from), and filling the appointment at an office address.
 */
import { healthPackages, labTests, priceOf } from "@vyom/catalog";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { seriousViolations } from "./axe.ts";
import { waitForHydration } from "./browser.ts";
import { saveScreenshot } from "./screenshots.ts";

function catalogueItem<T>(item: T | undefined, what: string): T {
  if (!item) throw new Error(`catalogue has no ${what}`);
  return item;
}
export const cbc = catalogueItem(
  labTests.find((t) => t.testDetailsPageLink === "/cbc-test"),
  "CBC",
);
export const thyroid = catalogueItem(
  labTests.find((t) => t.testDetailsPageLink === "/thyroid-test"),
  "thyroid",
);
export const premium = catalogueItem(
  healthPackages.find((p) => p.slug === "health-package-premium"),
  "Premium",
);
const chennaiPrice = (item: Parameters<typeof priceOf>[0]) => {
  const price = priceOf(item, "chennai");
  if (!price.offered) throw new Error("fixture not offered in Chennai");
  return price.price;
};
/** What the order must cost: the catalogue's Chennai prices (Chennai is the default city). */
export const expectedAmount = chennaiPrice(cbc) + chennaiPrice(thyroid) + chennaiPrice(premium);
export const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** A fresh number for each customer: 8 and nine random digits. */
export const freshMobile = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** Tomorrow in India, `YYYY-MM-DD` (every slot of tomorrow is open, whatever the hour now). */
export const tomorrowInIndia = () =>
  new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Reads the newest OTP sent to `mobile` once more than `seen` messages reached it. */
export type OtpReader = (mobile: string, seen: number) => Promise<string>;

/**
 * The steps against the server at `baseUrl`. OTPs are read from its development inbox unless
 * `readOtp` says where else they arrive (a production server has no inbox).
 */
export function checkoutFlow(baseUrl: string, readOtp?: OtpReader) {
  async function devInboxOtp(mobile: string, seen: number): Promise<string> {
    for (let tries = 0; tries < 100; tries++) {
      const res = await fetch(`${baseUrl}/api/dev/sms-outbox?mobile=${mobile}`);
      const { messages } = (await res.json()) as { messages: { message: string }[] };
      const code = messages.length > seen ? /^\d{5}/.exec(messages[0]?.message ?? "")?.[0] : null;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no OTP reached ${mobile}`);
  }
  const newestOtp = readOtp ?? devInboxOtp;

  async function addToCart(page: Page, path: string, name: string) {
    await page.goto(`${baseUrl}${path}`);
    // The test and package pages arrive prerendered: a click before hydration would be lost.
    await waitForHydration(page);
    await page
      .getByRole("button", { name: `Add to cart ${name}` })
      .first()
      .click();
    await page
      .getByRole("link", { name: new RegExp(`Added ${escapeRegExp(name)}`) })
      .first()
      .waitFor();
  }

  /** On /cart-form the login dialog opens by itself: sign up a new number there. */
  async function signUpInDialog(page: Page, name: string, mobile: string) {
    const dialog = page.getByRole("dialog", { name: "Hello! Kindly login to avail our services" });
    await dialog.waitFor();
    await dialog.getByRole("tab", { name: "Sign Up" }).click();
    const signUp = dialog.getByRole("tabpanel", { name: "Sign Up" });
    await signUp.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await signUp.getByRole("textbox", { name: "Mobile Number" }).fill(mobile);
    await signUp.getByRole("textbox", { name: "Mail Id" }).fill("checkout@example.in");
    await signUp.getByRole("textbox", { name: "Pincode" }).fill("600020");
    await signUp.getByRole("button", { name: "Verify" }).click();
    await signUp.getByRole("heading", { name: "Verify OTP" }).waitFor();
    const code = await newestOtp(mobile, 0);
    await signUp.getByRole("textbox", { name: "Digit 1 of 5" }).click();
    await page.keyboard.type(code);
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  /**
   * A member's date of birth (or age) and gender, in the editor their "Add date of birth and
   * gender" button opens (already open when placing the order asked for them).
   */
  async function fillMemberDetails(
    page: Page,
    name: string,
    /** The date as typed, DD/MM/YYYY; or the age in years when the date is not known. */
    details: { birthDate?: string; age?: string; gender: "Female" | "Male" | "Other" },
  ) {
    const members = page.getByRole("region", { name: "Members" });
    const editor = members.getByRole("group", { name: `Date of birth and gender of ${name}` });
    if (!(await editor.isVisible())) {
      await members
        .getByRole("button", { name: `Add date of birth and gender of ${name}` })
        .click();
    }
    if (details.age !== undefined) {
      await editor.getByRole("checkbox", { name: "I don't know the date: enter age" }).check();
      await editor.getByRole("textbox", { name: "Age in years" }).fill(details.age);
    } else {
      await editor.getByRole("textbox", { name: "Date of birth" }).fill(details.birthDate ?? "");
    }
    await editor.getByRole("radio", { name: details.gender, exact: true }).check();
    await editor.getByRole("button", { name: "Save details" }).click();
    await editor.waitFor({ state: "detached" });
  }

  /**
   * Cart with CBC, Thyroid Profile and the Premium package, then checkout as a new customer, who
   * gives their date of birth and gender ('My Self').
   */
  async function cartThenCheckout(page: Page, name: string, mobile: string, audit = false) {
    await addToCart(page, cbc.testDetailsPageLink, cbc.testName);
    await addToCart(page, thyroid.testDetailsPageLink, thyroid.testName);
    await addToCart(page, `/${premium.slug}`, premium.packageName);

    await page.goto(`${baseUrl}/cart`);
    const total = page.locator(".summary-total dd");
    await total.waitFor();
    expect(await total.textContent()).toBe(rupees(expectedAmount));
    if (audit) {
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, "checkout-cart");
    }
    await page.getByRole("link", { name: "Proceed to book" }).click();
    await page.waitForURL(`${baseUrl}/cart-form`);

    await signUpInDialog(page, name, mobile);
    await page.getByRole("heading", { name: "Members" }).waitFor();
    if (audit) {
      // With every message showing: an attempt to place the order with nothing filled in.
      await page.getByRole("button", { name: /^Place order and pay/ }).click();
      await page.getByText("Please correct the fields marked above.").waitFor();
      // A new customer has no date of birth or gender yet: the order asks for them, naming them.
      await page
        .getByText(
          `Add ${name}'s date of birth and gender: the lab needs them for the reference ranges.`,
        )
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, "checkout-form-messages");
    }
    await fillMemberDetails(page, name, { birthDate: "17/05/1990", gender: "Female" });
  }

  async function fillAppointmentAndOffice(page: Page) {
    await page.getByRole("radio", { name: "Home sample collection" }).check();
    await page.getByLabel("Date").fill(tomorrowInIndia());
    await page.getByRole("combobox", { name: "Time slot" }).selectOption("07:00-09:00");
    await page.getByRole("radio", { name: "Office address" }).check();
    await page.getByRole("textbox", { name: "House / flat number" }).fill("4th Floor, 12");
    // A Chennai office: the header's city (Chennai) prices the cart, and a Chennai address is
    // priced there too (an address in another city's area moves the prices to that city).
    await page.getByRole("textbox", { name: "Area" }).fill("Gandhi Nagar, Adyar");
    await page.getByRole("textbox", { name: "Landmark (optional)" }).fill("Near the bus depot");
    await page.getByRole("textbox", { name: "Pincode" }).fill("600020");
    await page.getByRole("textbox", { name: "Contact person", exact: true }).fill("Kavya Shetty");
  }

  return {
    newestOtp,
    addToCart,
    signUpInDialog,
    fillMemberDetails,
    cartThenCheckout,
    fillAppointmentAndOffice,
  };
}
