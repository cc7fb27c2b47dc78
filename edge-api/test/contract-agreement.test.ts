/**
 * The app and the API accept and refuse the same values with the same words. One table of typed
 * values runs through the app's own form validation (the pwa module the form calls) and through
 * the API's route over HTTP; each case states the one expected answer, and both sides must give
 * it. A rule changed on one side only (a name pattern, a message) fails here.
 */
import { BROKEN_TEXT_MESSAGE, buildBookingPayload, indiaDate } from "@vyom/catalog/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app's form validation itself: it imports nothing but the contract, so it runs here.
import {
  type BookTestField,
  type BookTestValues,
  bookTestMessages as booking,
  fieldError as bookingFormError,
} from "../../pwa/src/features/home/book-test.rules.ts";
import {
  cityRule,
  emailRule,
  type FieldCheck,
  mobileRule,
  nameRule,
  optionalText,
  pincodeRule,
} from "../../pwa/src/lib/field-rules.ts";
import { fetchSolvedCaptcha } from "../src/services/captcha/solve-captcha.ts";
import { createTestContext, freshAddress, type TestContext } from "./context.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface Issue {
  path: string;
  message: string;
}

/** The API's answer for one field: undefined when accepted, else the message naming `path`. */
async function apiAnswer(res: Response, path: string): Promise<string | undefined> {
  if (res.status === 200) return undefined;
  const body = (await res.json()) as { error?: string; issues?: Issue[] };
  expect(res.status, JSON.stringify(body)).toBe(400);
  const issue = body.issues?.find((candidate) => candidate.path === path);
  expect(issue, `no issue at ${path}: ${JSON.stringify(body)}`).toBeDefined();
  return issue?.message;
}

/** What a case expects: accepted, or refused with this message by both sides. */
type Expected = { accepted: true } | { message: string };
const ok: Expected = { accepted: true };
const refused = (message: string): Expected => ({ message });

const CASES: [field: BookTestField, value: string, expected: Expected][] = [
  ["mobileNumber", "9876543210", ok],
  ["mobileNumber", "6000000000", ok],
  ["mobileNumber", "", refused(booking.mobileRequired)],
  ["mobileNumber", "5876543210", refused(booking.mobileInvalid)],
  ["mobileNumber", "98765", refused(booking.mobileInvalid)],
  // The form's cleaner drops a typed 0 or +91; sent as they are, both sides refuse them.
  ["mobileNumber", "09876543210", refused(booking.mobileInvalid)],
  ["mobileNumber", "+919876543210", refused(booking.mobileInvalid)],
  ["mobileNumber", "98765\u000043210", refused(BROKEN_TEXT_MESSAGE)],
  ["name", "Priya Raman", ok],
  ["name", "மீனா சுந்தரம்", ok],
  ["name", "  Priya  ", ok],
  ["name", "O'Brien", ok],
  ["name", "K. Ramesh", ok],
  ["name", "Mary-Ann D'Souza", ok],
  ["name", "R2D2", refused(booking.nameLetters)],
  ["name", "Priya_Raman", refused(booking.nameLetters)],
  ["name", "", refused(booking.nameRequired)],
  ["name", "   ", refused(booking.nameRequired)],
  ["name", "a".repeat(101), refused(booking.nameTooLong)],
  ["name", "Priya\u0000Raman", refused(BROKEN_TEXT_MESSAGE)],
  ["name", "Priya \ud800", refused(BROKEN_TEXT_MESSAGE)],
  ["name", "\udc00Priya", refused(BROKEN_TEXT_MESSAGE)],
  ["name", "Priya\u001b[2J", refused(BROKEN_TEXT_MESSAGE)],
  ["pincode", "600020", ok],
  ["pincode", "", refused(booking.pincodeRequired)],
  ["pincode", "60002", refused(booking.pincodeInvalid)],
  ["pincode", "6000201", refused(booking.pincodeInvalid)],
  ["pincode", "60002O", refused(booking.pincodeInvalid)],
  ["pincode", "600\u000020", refused(BROKEN_TEXT_MESSAGE)],
  ["date", "2099-02-28", ok],
  ["date", "2096-02-29", ok],
  ["date", "", refused(booking.dateRequired)],
  ["date", "2099-02-29", refused(booking.dateNotReal)],
  ["date", "2099-13-01", refused(booking.dateNotReal)],
  ["date", "28/02/2099", refused(booking.dateFormat)],
  ["date", "2099-2-28", refused(booking.dateFormat)],
  ["date", "2099-02-28\ud800", refused(BROKEN_TEXT_MESSAGE)],
];

const valid: BookTestValues = {
  name: "Priya Raman",
  mobileNumber: "9876543210",
  date: "2099-03-14",
  pincode: "600020",
  policy: true,
};

describe("the booking form and POST /api/booking/ agree", () => {
  it.each(CASES)("%s %j", async (field, value, expected) => {
    const values = { ...valid, [field]: value };
    const now = ctx.clock();

    const app = bookingFormError(field, values, indiaDate(now));

    // Only a booking meant to pass gets a solved captcha (solving takes a while): a refused one
    // the API let through would meet the captcha gate, a 403, and fail below all the same.
    const captcha =
      "accepted" in expected ? await fetchSolvedCaptcha((path) => ctx.get(path)) : undefined;
    const res = await ctx.postJson(
      "/api/booking/",
      { ...buildBookingPayload(values, now), captcha },
      { address: freshAddress() },
    );
    const api = await apiAnswer(res, field);

    const want = "accepted" in expected ? undefined : expected.message;
    expect({ app, api }).toEqual({ app: want, api: want });
  });
});

/** The franchise form's checks, field by field, as pwa/src/features/enquiries/franchise-enquiry.fields.ts sets them. */
const franchiseChecks = {
  name: nameRule,
  mobileNumber: mobileRule,
  email: emailRule,
  city: cityRule,
  pincode: pincodeRule,
  currentBusiness: optionalText("Current business", 200),
  message: optionalText("Message", 1000),
} satisfies Record<string, FieldCheck>;

const franchise = {
  name: "Ravi Kumar",
  mobileNumber: "9900011122",
  email: "ravi@example.in",
  city: "Mysore",
  pincode: "570001",
  investment: "25-50-lakh",
  currentBusiness: "Pharmacy",
};

const mobileInvalid = "Enter valid number: 10 digits starting with 6-9";
const ENQUIRY_CASES: [field: keyof typeof franchiseChecks, value: string, expected: Expected][] = [
  ["name", "Ravi Kumar", ok],
  ["name", "O'Brien", ok],
  ["name", "  K. Ravi  ", ok],
  ["name", "", refused("Name is required")],
  ["name", "Ravi 2", refused(booking.nameLetters)],
  ["name", "Ravi\u0000Kumar", refused(booking.nameLetters)],
  ["mobileNumber", "9900011122", ok],
  ["mobileNumber", "", refused("Mobile number is required")],
  ["mobileNumber", "5876543210", refused(mobileInvalid)],
  ["mobileNumber", "09900011122", refused(mobileInvalid)],
  ["email", "", refused("E-mail is required")],
  ["email", "ravi@", refused("Enter a valid e-mail address")],
  ["email", "ravi\u0000@example.in", refused("Enter a valid e-mail address")],
  ["city", "Chen\u001bnai", refused(`City ${BROKEN_TEXT_MESSAGE}`)],
  ["city", "M", refused("City is required")],
  ["city", "M".repeat(61), refused("City is at most 60 characters")],
  ["pincode", "570001", ok],
  ["pincode", "", refused("Pincode is required")],
  ["pincode", "5700", refused("Enter valid Pincode: 6 digits")],
  ["currentBusiness", "Pharmacy \ud800", refused(`Current business ${BROKEN_TEXT_MESSAGE}`)],
  ["message", "Two sites:\r\n\tMysore", ok],
  ["message", "Hi \u0000", refused(`Message ${BROKEN_TEXT_MESSAGE}`)],
  ["message", "\udc00 Hi", refused(`Message ${BROKEN_TEXT_MESSAGE}`)],
  ["message", "x".repeat(1001), refused("Message is at most 1000 characters")],
];

describe("the franchise enquiry form and POST /api/enquiries/franchise agree", () => {
  let keys = 0;
  it.each(ENQUIRY_CASES)("%s %j", async (field, value, expected) => {
    const app = franchiseChecks[field](value);

    const captcha =
      "accepted" in expected ? await fetchSolvedCaptcha((path) => ctx.get(path)) : undefined;
    const res = await ctx.postJson(
      "/api/enquiries/franchise",
      { ...franchise, [field]: value, captcha },
      { address: freshAddress(), headers: { "Idempotency-Key": `agreement-${++keys}` } },
    );
    const api = res.status === 201 ? undefined : await apiAnswer(res, field);

    const want = "accepted" in expected ? undefined : expected.message;
    expect({ app, api }).toEqual({ app: want, api: want });
  });
});
