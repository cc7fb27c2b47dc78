import { describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

/** Route → the page's h1 (pages still to be filled in are matched loosely). */
const routes: [path: string, heading: RegExp][] = [
  ["/", /Lab Tests, Scans & Health Check-ups/],
  ["/login", /Login/i],
  ["/download-report", /Download Reports/],
  ["/employee-report", /Employee Report/i],
  ["/download-report-via-otp", /Download Reports/],
  ["/download-report-via-vyom-login", /Download Reports/],
  ["/download-report-via-corporate-login", /Corporate/],
  // A doctor's link without its token (the fragment) still answers, saying it is incomplete.
  ["/shared-report", /^Shared lab report$/],
  ["/cart", /Cart/],
  ["/cart-form", /Checkout|Cart/],
  ["/book-your-test", /Book Your Test/],
  ["/cbc-test", /^CBC$/],
  ["/thyroid-test", /^Thyroid Profile$/],
  ["/hba1c-test", /^Hba1c$/],
  ["/lipid-test", /^Lipid Profile$/],
  ["/liver-function-test", /Liver Function/],
  ["/renal-function", /Renal Function/],
  ["/vitamin-d", /Vitamin D/],
  ["/vitamin-b12", /Vitamin B12/],
  ["/radilogy/x-ray-chest?id=1", /X-Ray Chest/],
  ["/radilogy/mammogram?id=39", /Mammogram/],
  ["/radiology/brain-mri?id=26", /MRI/],
  ["/careers", /Careers/],
  ["/careers/all-job-opening", /Job Openings/i],
  ["/employee-details", /Employee Details/],
  ["/prescription", /Prescription/],
  ["/vyom-center", /Centre|Center/],
  ["/business-enquiry", /Franchise/],
  ["/corporate", /Corporate/],
  ["/thank-you", /Thank You/i],
  ["/thanks", /Thank You/i],
  ["/admin-login", /Admin/i],
  // Signed out, the staff workspace (while it checks the session) sends the visitor to the sign-in.
  ["/transactions-history", /Transaction|Admin Login|Staff workspace/i],
  ["/404", /^Page Not Found$/],
  ...[
    "basic",
    "classic",
    "premium",
    "pro",
    "supreme",
    "expert",
    "elite",
    "men",
    "young-women",
    "old-women",
    "senior-citizen-men",
    "senior-citizen-women",
  ].map((key): [string, RegExp] => [`/health-package-${key}`, /Health Package/]),
];

const errorHeadings = /^(Page Not Found|Something went wrong|This page could not be loaded)$/;

describe("every route of the product", () => {
  it("answers with its heading", async () => {
    const { page, errors } = await openPage(browser);
    // The admin pages ask the API for a session first; signed out, it answers 401.
    errors.allow(/status of 401 \(Unauthorized\)/);
    for (const [path, heading] of routes) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      const h1 = page.locator("main h1");
      await h1.first().waitFor({ timeout: 15_000 });
      const text = (await h1.first().innerText()).trim();
      expect(text, path).toMatch(heading);
      if (path !== "/404") expect(text, path).not.toMatch(errorHeadings);
    }
  });

  it("shows Page Not Found with Go to Home for /404 and an unknown test or scan", async () => {
    const { page } = await openPage(browser);
    for (const path of ["/404", "/no-such-test", "/radilogy/no-such-scan?id=99", "/a/b/c"]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
      const home = page.getByRole("link", { name: "Go to Home" });
      expect(await home.getAttribute("href"), path).toBe("/");
    }
    await page.getByRole("link", { name: "Go to Home" }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
