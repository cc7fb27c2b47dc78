/**
 * The audit's malformed text, replayed over HTTP: NUL and lone surrogates in the fields that used
 * to reach the database and answer 500. Each now is a 400 naming the field (catalog/src/contract/schemas/text.ts).
 */
import { BROKEN_TEXT_MESSAGE } from "@vyom/catalog/text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Customer,
  newCustomer,
  orderBody,
  placeOrder,
  serveTestArea,
} from "../src/routes/orders/orders.test-helpers.ts";
import {
  captchaHeader,
  postForm,
  samples,
  uploadForm,
} from "../src/services/uploads/uploads.test-support.ts";
import { createTestContext, type TestContext } from "./context.ts";
import { bookingBody } from "./fixtures.ts";
import { fetchSolvedCaptcha } from "./support/captcha/solve-captcha.ts";

let ctx: TestContext;
let customer: Customer;
beforeAll(async () => {
  ctx = await createTestContext();
  await serveTestArea(ctx);
  customer = await newCustomer(ctx);
});
afterAll(() => ctx?.close());

const solved = () => fetchSolvedCaptcha((path) => ctx.get(path));
let keys = 0;
const key = () => ({ "Idempotency-Key": `malformed-${++keys}` });

/** The refusal the text rule gives, naming `path` (a form's field names itself in its message). */
async function expectRefused(res: Response, path: string, message = BROKEN_TEXT_MESSAGE) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
  expect(body.error).toBe("invalid-request");
  expect(body.issues).toContainEqual({ path, message });
  expect(ctx.logger.records.filter((r) => r.level === "error")).toEqual([]);
}

const POISONS = {
  NUL: "Home\u0000Collection",
  "a lone high surrogate": "Home \ud800",
  "a lone low surrogate": "\udc00 Home",
  "a reversed pair": "Home \ude00\ud83d",
  "an escape character": "Home \u001b[2J",
};

describe.each(Object.entries(POISONS))("%s in a field", (_, poison) => {
  it("fetch-transactions: emailAddress", async () => {
    const res = await ctx.postJson("/api/transactions-history/fetch-transactions", {
      emailAddress: `admin${poison}@vyom.example`,
      password: "whatever",
    });
    await expectRefused(res, "emailAddress");
  });

  it("cart: a test line's name", async () => {
    const res = await ctx.postJson(
      "/api/cart/create",
      {
        tests: [{ testName: poison, testPrice: 250, corpId: "10001" }],
        healthPackages: [],
        vyomId: customer.vyomId,
      },
      { headers: { cookie: customer.cookie } },
    );
    await expectRefused(res, "tests.0.testName");
  });

  it("members: a legacy member's name", async () => {
    const res = await ctx.app.request(
      `/api/users/${customer.vyomId}/members`,
      {
        method: "PUT",
        headers: { "content-type": "application/json", cookie: customer.cookie },
        body: JSON.stringify({
          members: [
            { name: customer.name, relation: "My Self" },
            { name: poison, relation: "Unknown" },
          ],
        }),
      },
      { incoming: { socket: { remoteAddress: "203.0.113.30" } } },
    );
    await expectRefused(res, "members.1.name");
  });

  it("orders: the address's landmark", async () => {
    const body = orderBody(customer);
    const res = await placeOrder(ctx, customer, {
      ...body,
      address: { ...body.address, landmark: poison },
    });
    await expectRefused(res, "address.landmark");
  });

  it("booking: testDetails, with a solved captcha", async () => {
    const body = bookingBody();
    const res = await ctx.postJson(
      "/api/booking",
      {
        ...body,
        bookingData: { ...body.bookingData, testDetails: poison },
        captcha: await solved(),
      },
      { headers: key() },
    );
    await expectRefused(res, "bookingData.testDetails");
  });

  it("corporate enquiry: the message, with a solved captcha", async () => {
    const res = await ctx.postJson(
      "/api/enquiries/corporate",
      {
        name: "Anita Desai",
        mobileNumber: "9840012345",
        email: "anita@acme.example",
        companyName: "Acme Logistics",
        city: "Chennai",
        employeeCount: "201-500",
        interest: "annual-health-check",
        message: poison,
        captcha: await solved(),
      },
      { headers: key() },
    );
    await expectRefused(res, "message", `Message ${BROKEN_TEXT_MESSAGE}`);
  });
});

// A multipart body is UTF-8: a lone surrogate arrives as U+FFFD (valid text), NUL as itself.
describe.each([
  ["NUL", POISONS.NUL],
  ["an escape character", POISONS["an escape character"]],
])("%s in a multipart text field", (_, poison) => {
  it("prescription: the note, with a solved captcha", async () => {
    const form = uploadForm(
      { name: "Priya Raman", mobileNumber: "9840012345", note: poison },
      { field: "file", bytes: samples.jpeg(), name: "rx.jpg", type: "image/jpeg" },
    );
    await expectRefused(
      await postForm(ctx, "/api/prescriptions", form, { ...key(), ...(await captchaHeader(ctx)) }),
      "note",
    );
  });

  it("career application: the cover note, with a solved captcha", async () => {
    const form = uploadForm(
      {
        jobId: "job-102",
        name: "Arun Kumar",
        mobileNumber: "9840012345",
        email: "arun@example.in",
        coverNote: poison,
      },
      { field: "resume", bytes: samples.pdf(), name: "cv.pdf", type: "application/pdf" },
    );
    await expectRefused(
      await postForm(ctx, "/api/careers/applications", form, {
        ...key(),
        ...(await captchaHeader(ctx)),
      }),
      "coverNote",
    );
  });
});

describe("multi-line fields keep their line ends", () => {
  it("a corporate enquiry's message with CR LF and a tab is stored", async () => {
    const res = await ctx.postJson(
      "/api/enquiries/corporate",
      {
        name: "Anita Desai",
        mobileNumber: "9840012345",
        email: "anita@acme.example",
        companyName: "Acme Logistics",
        city: "Chennai",
        employeeCount: "201-500",
        interest: "annual-health-check",
        message: "Two sites:\r\n\tChennai\r\n\tHosur",
        captcha: await solved(),
      },
      { headers: key() },
    );
    expect(res.status).toBe(201);
  });

  it("a single-line field refuses a line feed", async () => {
    const body = orderBody(customer);
    const res = await placeOrder(ctx, customer, {
      ...body,
      address: { ...body.address, area: "Old Airport Road\nBengaluru" },
    });
    await expectRefused(res, "address.area");
  });
});
