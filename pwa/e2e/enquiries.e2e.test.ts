/**
 * The enquiry forms in Chromium against the real server:
 *
 * - a corporate enquiry made online lands on /thanks, shown sent, and is stored (admin API);
 * - a franchise enquiry made with the server REALLY stopped is saved, /thanks shows it waiting,
 *   and once the server is back it is sent on its own, exactly once, and /thanks says so;
 * - employee details go through the same way;
 * - the admin sees the submissions in the Submissions tab and filters them by kind (file
 *   downloads are covered over HTTP in edge-api's submissions.test.ts: this harness has no
 *   route to write a file row).
 */
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "@vyom/edge-api/env";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { openPage, visitOnce } from "./support/browser.ts";
import { outboxStates, waitOutBackoff } from "./support/outbox.ts";
import { browser, server, startSuite } from "./support/suite.ts";

startSuite();

const phone = { width: 360, height: 800 };
const expectedNetworkErrors =
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to fetch/;

interface AdminSubmission {
  id: string;
  kind: string;
  name: string;
  mobileNumber: string;
  payload: Record<string, unknown>;
  files: { id: string; fileName: string }[];
}

async function adminCookie(): Promise<string> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  return (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** The stored submissions of one mobile number, as the admin API answers them. */
async function submissionsFor(mobile: string): Promise<AdminSubmission[]> {
  const res = await fetch(`${server.url}/api/admin/submissions`, {
    headers: { Cookie: await adminCookie() },
  });
  if (!res.ok) throw new Error(`admin submissions answered ${res.status}`);
  const { submissions } = (await res.json()) as { submissions: AdminSubmission[] };
  return submissions.filter((row) => row.mobileNumber === mobile);
}

describe("a corporate enquiry made online", () => {
  it("lands on /thanks, shown sent, and is stored once", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/corporate`);
    await page.getByRole("heading", { level: 1, name: "Corporate Health Services" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const mobile = "9840000101";
    await page.getByLabel("Your name").fill("Anita Desai");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByLabel("Work e-mail").fill("anita@acme.example");
    await page.getByLabel("Company name").fill("Acme Logistics");
    await page.getByLabel("City").fill("Chennai");
    await page.getByLabel("Number of employees").selectOption("201-500");
    await page.getByLabel("You are interested in").selectOption("annual-health-check");
    await page.getByLabel(/^Message/).fill("Checks for 300 warehouse staff");
    await page.getByRole("button", { name: "Send enquiry" }).click();

    await page.waitForURL(/\/thanks\?for=corporate-enquiry&ref=\d+$/, { timeout: 30_000 });
    await page.getByText("Thank you for your corporate enquiry.").waitFor();
    await page.getByRole("dialog").getByText("Thank you! we will call you shortly").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByText("✔️ Sent: we have received it.").waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    const stored = await submissionsFor(mobile);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "corporate-enquiry",
      name: "Anita Desai",
      payload: {
        email: "anita@acme.example",
        companyName: "Acme Logistics",
        city: "Chennai",
        employeeCount: "201-500",
        interest: "annual-health-check",
        message: "Checks for 300 warehouse staff",
      },
    });
    // The server's reference of the stored enquiry, shown on the after-submit page.
    expect(await page.locator(".thanks-reference").innerText()).toBe(stored[0]?.id);
  }, 90_000);

  it("names the bad fields and sends nothing", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/corporate`);
    await page.getByLabel("Mobile number").fill("5555");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await page.getByText("Enter valid number: 10 digits starting with 6-9").waitFor();
    await page.getByText("Company name is required").waitFor();
    expect(new URL(page.url()).pathname).toBe("/corporate");
  });
});

describe("a franchise enquiry made with the server stopped", () => {
  it("is saved, /thanks shows it waiting, then it is sent exactly once when the server is back", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone, serviceWorker: true });
    await page.clock.install(); // the outbox's retry timer runs on a clock the test can move
    await visitOnce(page, `${server.url}/business-enquiry`);
    errors.allow(expectedNetworkErrors);
    const mobile = "9900000202";

    await server.stop();
    try {
      await page.getByLabel("Your name").fill("Ravi Kumar");
      await page.getByLabel("Mobile number").fill(mobile);
      await page.getByLabel("E-mail").fill("ravi@example.in");
      await page.getByLabel("City of the centre").fill("Mysuru");
      await page.getByLabel("Pincode").fill("570001");
      await page.getByLabel("Investment you plan").selectOption("25-50-lakh");
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await page.waitForURL(/\/thanks\?for=franchise-enquiry&ref=\d+$/, { timeout: 30_000 });
      await page.getByText("Thank you for your franchise enquiry.").waitFor();
      await page.getByText(/Saved on this phone\. It will be sent automatically/).waitFor();
    } finally {
      await server.restart();
    }

    // The server is back: the outbox sends it on its own (no reload, no click) when its retry
    // timer fires.
    await waitOutBackoff(page);
    await page.getByText("✔️ Sent: we have received it.").waitFor({ timeout: 30_000 });
    // No late duplicate: the row is marked sent, and a sent row is never claimed again.
    expect(await outboxStates(page)).toEqual(["sent"]);
    const stored = await submissionsFor(mobile);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "franchise-enquiry",
      name: "Ravi Kumar",
      payload: { city: "Mysuru", pincode: "570001", investment: "25-50-lakh" },
    });
  }, 90_000);
});

describe("employee details", () => {
  it("are sent and stored", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/employee-details`);
    const mobile = "9123000303";
    await page.getByLabel("Corporate id").fill("ACME01");
    await page.getByLabel("Employee id").fill("E-1042");
    await page.getByLabel("Full name").fill("Meena Iyer");
    await page.getByLabel("Mobile number").fill(mobile);
    await page.getByLabel("E-mail").fill("meena@acme.example");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Date of birth").fill("1990-05-17");
    const collection = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Preferred collection date").fill(collection);
    await page.getByLabel("City").fill("Chennai");
    await page.getByLabel("Pincode").fill("600020");
    await page.getByRole("button", { name: "Submit details" }).click();
    await page.waitForURL(/\/thanks\?for=employee-details&ref=\d+$/, { timeout: 30_000 });
    await page.getByText("✔️ Sent: we have received it.").waitFor({ timeout: 30_000 });
    const stored = await submissionsFor(mobile);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "employee-details",
      payload: {
        corporateId: "ACME01",
        employeeId: "E-1042",
        gender: "female",
        dateOfBirth: "1990-05-17",
        collectionDate: collection,
      },
    });
  }, 90_000);
});

describe("the admin", () => {
  it("sees the submissions with their fields in the Submissions tab, filtered by kind", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/admin-login`);
    await page.getByLabel("E-mail").fill(DEV_ADMIN_EMAIL);
    await page.getByLabel("Password").fill(DEV_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/transactions-history`);
    await page.getByRole("tab", { name: "Submissions" }).click();
    const table = page.getByRole("table", { name: "Submissions, newest first" });
    await table.waitFor();
    const anita = table.locator("tbody tr", { hasText: "Anita Desai" });
    expect(await anita.locator("td").nth(1).innerText()).toBe("Corporate enquiry");
    expect(await anita.innerText()).toContain("Acme Logistics");
    await table.locator("tbody tr", { hasText: "Ravi Kumar" }).waitFor();
    await table.locator("tbody tr", { hasText: "Meena Iyer" }).waitFor();

    await page.getByLabel("Kind").selectOption("franchise-enquiry");
    await table.locator("tbody tr", { hasText: "Anita Desai" }).waitFor({ state: "detached" });
    expect(await table.locator("tbody tr").count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("submissions");
  }, 90_000);
});
