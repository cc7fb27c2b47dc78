/**
 * Prerendered pages (docs/decisions/006-prerendered-pages.md): the server's HTML for the home, a
 * test and a package page already holds the page, before any script runs; the browser then hydrates
 * it without a single hydration error (React reports each as an uncaught error, which fails the
 * test, and the console is checked for them as well), on a phone and a desktop screen, and the page
 * works: Add to cart adds. Each page carries its CSS in `<style>` elements
 * (pwa/scripts/prerender.ts): styled before any script, no stylesheet fetched for it, and its CSP
 * allows exactly those styles: a style injected into the page does not apply. Every other static
 * route a person can land on arrives with its own heading too and hydrates without errors; a page
 * about a person (the thanks page, with its query) hydrates its neutral frame, then reads it.
 */
import { createHash } from "node:crypto";
import { imagingItems } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { fillPatient } from "./support/booking-form.ts";
import { desktop, holdReactDom, openPage, phone, waitForHydration } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const pages = [
  { path: "/", heading: "Lab Tests, Scans & Health Check-ups at Home", item: null },
  { path: "/cbc-test", heading: "CBC", item: "CBC" },
  {
    path: "/health-package-premium",
    heading: "Premium Health Package",
    item: "Premium Health Package",
  },
] as const;

const screens = [
  { name: "phone", viewport: phone },
  { name: "desktop", viewport: desktop },
] as const;

const hydrationError = /hydrat|Minified React error #(418|423|425)/i;

/** docs/product.md#routes' other static routes and the heading each arrives with. */
const staticRoutes = [
  ["/login", "Login"],
  ["/download-report", "Download Reports"],
  ["/download-report-via-otp", "Download Reports with OTP"],
  ["/download-report-via-vyom-login", "Download Reports with your Vyom Login"],
  ["/download-report-via-corporate-login", "Corporate Report Login"],
  ["/employee-report", "Employee Reports"],
  ["/cart", "Cart"],
  ["/my-bookings", "My bookings"],
  ["/cart-form", "Checkout"],
  ["/cart-form/confirmation", "Your booking"],
  ["/book-your-test", "Book Your Test"],
  ["/employee-details", "Employee Details"],
  ["/prescription", "Upload Prescription"],
  ["/vyom-center", "Find Your Nearest Centre"],
  ["/business-enquiry", "Franchise Enquiry"],
  ["/corporate", "Corporate Health Services"],
  ["/thank-you", "Thank You"],
  ["/thanks", "Thank You"],
  ["/404", "Page Not Found"],
  ["/admin-login", "Admin Login"],
] as const;

/**
 * The staff's pages arrive with their frame too; without a session, each goes on to the sign-in
 * form once hydrated (the server says who is signed in, never the HTML).
 */
const staffRoutes = [
  ["/transactions-history", '<h1 class="page-title">Staff workspace</h1>'],
  ["/technician", "<h1>Today&#x27;s visits</h1>"],
] as const;

describe("prerendered pages", () => {
  it.each(pages)("$path arrives with its heading in the HTML", async ({ path, heading }) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<h1 class="page-title">${heading.replaceAll("&", "&amp;")}</h1>`);
    expect(root).toContain("site-header");
  });

  for (const screen of screens) {
    it.each(pages)(
      `$path hydrates without errors on a ${screen.name}`,
      async ({ path, heading, item }) => {
        const { page, errors } = await openPage(browser, { viewport: screen.viewport });
        const console: string[] = [];
        page.on("console", (message) => console.push(message.text()));
        await page.goto(`${server.url}${path}`);
        await waitForHydration(page);
        await expect
          .poll(() => page.getByRole("heading", { level: 1, name: heading }).isVisible())
          .toBe(true);
        if (item) {
          await page.getByRole("button", { name: `Add to cart ${item}` }).click();
          await expect
            .poll(() => page.getByRole("link", { name: new RegExp(`Added ${item}`) }).isVisible())
            .toBe(true);
        } else {
          // The home page's hero is the prerendered <picture>, kept by hydration.
          await expect.poll(() => page.locator(".hero-carousel picture img").count()).toBe(1);
        }
        expect(console.filter((text) => hydrationError.test(text))).toEqual([]);
        expect(errors.messages).toEqual([]);
      },
    );
  }

  it.each(pages)(
    "$path is styled before any script, fetches none of its CSS and applies no other inline style",
    async ({ path }) => {
      const { page, errors } = await openPage(browser, { viewport: screens[0].viewport });
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
      const release = await holdReactDom(page);
      const response = await page.goto(`${server.url}${path}`);
      // React DOM has not arrived: what styles the page is what its HTML carries.
      expect(await page.evaluate("document.documentElement.hasAttribute('data-hydrated')")).toBe(
        false,
      );
      expect(
        await page.evaluate(
          "getComputedStyle(document.documentElement).getPropertyValue('--color-primary')",
        ),
      ).toBe("#0a5763");
      release();
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");

      const styles = (await page.evaluate(
        "[...document.querySelectorAll('style')].map((style) => style.textContent)",
      )) as string[];
      const inlined = (await page.evaluate(
        "[...document.querySelectorAll('link[rel=stylesheet][disabled]')].map((link) => new URL(link.href).pathname)",
      )) as string[];
      expect(styles.length).toBeGreaterThan(0);
      expect(inlined).toHaveLength(styles.length);
      expect(fetched.filter((file) => inlined.includes(file))).toEqual([]);

      // The page's CSP names each of its styles by hash, and nothing else inline.
      const csp = response?.headers()["content-security-policy"] ?? "";
      const styleSrc = csp.split(";").find((directive) => directive.trim().startsWith("style-src"));
      const hashes = styleSrc?.match(/'sha256-[^']+'/g) ?? [];
      const own = styles.map(
        (css) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`,
      );
      expect(hashes.toSorted()).toEqual([...new Set(own)].toSorted());
      expect(styleSrc).not.toContain("unsafe-inline");

      // What an injected <style> (an attacker's markup reaching the page) would do: nothing.
      errors.allow(/Applying inline style violates the following Content Security Policy/);
      const background = await page.evaluate(`(() => {
        const style = document.createElement("style");
        style.textContent = "body { background: rgb(1, 2, 3) !important }";
        document.head.append(style);
        return getComputedStyle(document.body).backgroundColor;
      })()`);
      expect(background).not.toBe("rgb(1, 2, 3)");
    },
  );

  it("hydrates a scan page and the careers pages without errors", async () => {
    const { page, errors } = await openPage(browser, { viewport: screens[0].viewport });
    const scan = `/radilogy${imagingItems[0]?.pageLink}`;
    for (const path of [scan, "/careers", "/careers/all-job-opening"]) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
    }
    for (const path of [scan, "/careers"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain('<h1 class="page-title">');
    }
    expect(errors.messages).toEqual([]);
  });

  it("keeps what was typed and ticked before the app hydrated the page", async () => {
    const { page, errors } = await openPage(browser, { viewport: screens[0].viewport });
    // React DOM is held back until the visitor has typed, so the page is certainly not hydrated.
    const release = await holdReactDom(page);
    await page.goto(server.url);
    await page.locator("#book-test-name").fill("Ravi Kumar");
    await page.locator("#book-test-pincode").fill("600001");
    await page.locator("#book-test-policy").check();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
      false,
    );
    release();
    await waitForHydration(page);
    await expect.poll(() => page.inputValue("#book-test-name")).toBe("Ravi Kumar");
    expect(await page.inputValue("#book-test-pincode")).toBe("600001");
    expect(await page.isChecked("#book-test-policy")).toBe(true);
    // The app has them too: with the other fields filled, the captcha check appears, which it
    // does only once every field holds a value.
    await page.locator("#book-test-mobile").fill("9876543210");
    await page.locator("#book-test-date").fill("2099-01-01");
    await fillPatient(page);
    await expect.poll(() => page.getByText("I'm not a robot").isVisible()).toBe(true);
    expect(errors.messages).toEqual([]);
  });

  it("every other static route arrives with its own heading, before any script", async () => {
    for (const [path, heading] of staticRoutes) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toContain(`<h1 class="page-title">${heading}</h1>`);
    }
    for (const [path, heading] of staffRoutes) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html.slice(html.indexOf('<div id="root">')), path).toContain(heading);
    }
    // A person's page holds no one's data: the thanks page names no submission.
    const thanks = await (await fetch(`${server.url}/thanks?for=booking&ref=1`)).text();
    const root = thanks.slice(thanks.indexOf('<div id="root">'));
    expect(root).toContain("Thank you for your request.");
    expect(root).not.toContain("thanks-status");
  });

  it("every other static route hydrates without errors, a query read after it", async () => {
    const { page, errors } = await openPage(browser, { viewport: screens[0].viewport });
    const logged: string[] = [];
    page.on("console", (message) => logged.push(`${page.url()}: ${message.text()}`));
    const visits = [
      ...staticRoutes,
      ["/cart-form/confirmation?orderId=VYO-20990101-AAAAAA", "Your booking"],
      ["/thanks?for=booking&ref=1", "Thank You"],
    ] as const;
    for (const [path, heading] of visits) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      const h1 = page.getByRole("heading", { level: 1, name: heading, exact: true });
      await h1.waitFor({ timeout: 10_000 }).catch(() => {
        throw new Error(`${path}: no heading "${heading}" once hydrated`);
      });
    }
    // Read once hydrated: the query's booking; the old address moved to the new one.
    await expect.poll(() => page.getByText("Thank you for your booking.").isVisible()).toBe(true);
    await page.goto(`${server.url}/thank-you`);
    await page.waitForURL(`${server.url}/thanks?for=booking`);
    // Asking the server who is signed in, without a session, answers 401 (logged by the browser).
    errors.allow(/Failed to load resource: the server responded with a status of 401/);
    for (const [path] of staffRoutes) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/admin-login`);
      await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    }
    expect(logged.filter((text) => hydrationError.test(text))).toEqual([]);
    expect(errors.messages.filter((text) => !/status of 401/.test(text))).toEqual([]);
  });
});
