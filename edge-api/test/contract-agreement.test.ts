/**
 * The app and the API accept and refuse the same values with the same words. One table of typed
 * values runs through the app's own form validation (the pwa module the form calls) and through
 * the API's route over HTTP; each case states the one expected answer, and both sides must give
 * it. A rule changed on one side only (a name pattern, a message) fails here.
 */
import { jobOpenings } from "@vyom/catalog";
import {
  accountMessages,
  BROKEN_TEXT_MESSAGE,
  birthDateInputOf,
  birthDateOfInput,
  buildBookingPayload,
  corporateInterests,
  employeeCountRanges,
  fileMessages,
  genders,
  indiaDate,
  MAX_FILE_BYTES,
  missingDetailsMessage,
  missingDetailsProblem,
  personMessages,
  prescriptionFileRule,
  resumeFileRule,
  signUpNameRule,
} from "@vyom/catalog/contract";
import { memberSchema } from "@vyom/catalog/contract/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkFile } from "../../pwa/src/components/offline-form/offline-form.file-check.ts";
import { authMessages } from "../../pwa/src/features/auth/machines/auth-messages.ts";
import { mobileError as authMobileError } from "../../pwa/src/features/auth/machines/mobile-rule.ts";
import {
  type ApplicationField,
  fieldError as applicationFieldError,
} from "../../pwa/src/features/careers/data/application.rules.ts";
import { memberErrors } from "../../pwa/src/features/cart/data/checkout.rules.ts";
import { patientFieldError } from "../../pwa/src/features/home/book-test.patient.rules.ts";
// The app's form validation itself: it imports nothing but the contract, so it runs here.
import {
  type BookTestField,
  type BookTestPatientField,
  type BookTestValues,
  bookTestMessages as booking,
  fieldError as bookingFormError,
} from "../../pwa/src/features/home/book-test.rules.ts";
import { fieldError as prescriptionFieldError } from "../../pwa/src/features/prescription/prescription.rules.ts";
import {
  choiceRule,
  cityRule,
  codeRule,
  dateRule,
  emailRule,
  type FieldCheck,
  mobileRule,
  nameRule,
  optionalText,
  pincodeRule,
  requiredText,
} from "../../pwa/src/lib/field-rules.ts";
import {
  centreVisit,
  indiaDate as indiaDateIn,
  newCustomer,
  orderBody,
  placeOrder,
} from "../src/routes/orders/orders.test-helpers.ts";
import {
  captchaHeader,
  type FormFile,
  postForm,
  samples,
  uploadForm,
} from "../src/services/uploads/uploads.test-support.ts";
import { createTestContext, freshAddress, type TestContext } from "./context.ts";
import { fetchSolvedCaptcha } from "./support/captcha/solve-captcha.ts";

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
  // Accepted: a write's 201, or a read's 200 (verify-user).
  if (res.ok) return undefined;
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
  person: { birthDate: "17/05/1990", age: "", ageOnly: false, gender: "female" },
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

/**
 * The booking's patient: the form's checks of the date of birth (typed DD/MM/YYYY), the age and
 * the gender, and POST /api/booking/ on the API's clock.
 */
describe("the booking form's patient fields and POST /api/booking/ agree", () => {
  const today = () => indiaDate(ctx.clock());
  const typedDaysFromToday = (days: number, yearsBack = 0) => {
    const day = indiaDate(new Date(ctx.clock().getTime() + days * 86_400_000));
    const year = Number(day.slice(0, 4)) - yearsBack;
    return birthDateInputOf(`${year}${day.slice(4).replace("-02-29", "-02-28")}`);
  };
  const PATIENT_CASES: [
    field: BookTestPatientField,
    value: string | (() => string),
    expected: Expected,
  ][] = [
    ["birthDate", "17/05/1990", ok],
    ["birthDate", () => typedDaysFromToday(0), ok],
    ["birthDate", () => typedDaysFromToday(0, 120), ok],
    ["birthDate", "", refused(personMessages.birthDate)],
    ["birthDate", "17/05/90", refused(personMessages.birthDate)],
    ["birthDate", "30/02/1990", refused(personMessages.birthDateNotReal)],
    ["birthDate", () => typedDaysFromToday(1), refused(personMessages.birthDateFuture)],
    ["birthDate", () => typedDaysFromToday(0, 121), refused(personMessages.birthDateTooOld)],
    ["birthDate", "17/05/1990\u0000", refused(personMessages.birthDate)],
    ["birthDate", "17/05/\ud800", refused(personMessages.birthDate)],
    ["age", "0", ok],
    ["age", "38", ok],
    ["age", "120", ok],
    ["age", "", refused(personMessages.age)],
    ["age", "121", refused(personMessages.ageRange)],
    ["gender", "female", ok],
    ["gender", "other", ok],
    ["gender", "", refused(personMessages.gender)],
    ["gender", "F", refused(personMessages.gender)],
  ];
  /** What the form sends for a typed value: the date as YYYY-MM-DD, an age as a JSON number. */
  const sent = (field: BookTestPatientField, value: string): unknown => {
    if (field === "birthDate") return birthDateOfInput(value);
    return field === "age" && value !== "" ? Number(value) : value;
  };

  it.each(PATIENT_CASES)("%s %j", async (field, typed, expected) => {
    const value = typeof typed === "function" ? typed() : typed;
    const now = ctx.clock();
    const app = patientFieldError(field, value, today());

    const { birthDate: _birthDate, age: _age, ...payload } = buildBookingPayload(valid, now);
    const body = {
      ...payload,
      ...(field === "age" ? {} : { birthDate: "1990-05-17" }),
      [field]: sent(field, value),
    };
    const captcha =
      "accepted" in expected ? await fetchSolvedCaptcha((path) => ctx.get(path)) : undefined;
    const res = await ctx.postJson(
      "/api/booking/",
      { ...body, captcha },
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

/** Login and sign-up's mobile number: the machines' check, and the API's mobile path parameter. */
const LOGIN_MOBILE_CASES: [value: string, expected: Expected][] = [
  ["9876543210", ok],
  ["6000000000", ok],
  ["5876543210", refused(authMessages.invalidMobile)],
  ["98765", refused(authMessages.invalidMobile)],
  ["09876543210", refused(authMessages.invalidMobile)],
  ["98765432101", refused(authMessages.invalidMobile)],
];

describe("login and sign-up's mobile check and GET /api/auth/verify-user/:mobile agree", () => {
  it.each(LOGIN_MOBILE_CASES)("%j", async (value, expected) => {
    const app = authMobileError(value);
    const res = await ctx.get(`/api/auth/verify-user/${encodeURIComponent(value)}`, {
      address: freshAddress(),
    });
    const api = await apiAnswer(res, "mobile");
    const want = "accepted" in expected ? undefined : expected.message;
    expect({ app, api }).toEqual({ app: want, api: want });
  });
});

/**
 * Sign-up's name: the sign-up machine's check (signUpNameRule, pwa/src/features/auth/machines/
 * sign-up.machine.ts) and POST /api/auth/sign-up's name. Without a code the API answers 401 to a
 * body it accepts; a name it refuses is a 400 naming `name`.
 */
const SIGN_UP_NAME_CASES: [value: string, expected: Expected][] = [
  ["Priya Raman", ok],
  ["  Anjali  ", ok],
  ["D'Souza", ok],
  ["Mary-Ann St. John", ok],
  ["Zoë Müller", ok],
  ["प्रिया", ok],
  ["", refused(accountMessages.signUpName)],
  ["   ", refused(accountMessages.signUpName)],
  ["Priya 2", refused(accountMessages.memberNameLetters)],
  ["Priya@Raman", refused(accountMessages.memberNameLetters)],
  ["-Priya", refused(accountMessages.memberNameLetters)],
  ["Priya--", refused(accountMessages.memberNameLetters)],
  [". .", refused(accountMessages.memberNameLetters)],
  ["a".repeat(101), refused(accountMessages.memberNameTooLong)],
  ["Priya\u0000", refused(accountMessages.memberNameLetters)],
];

describe("sign-up's name check and POST /api/auth/sign-up agree", () => {
  it.each(SIGN_UP_NAME_CASES)("%j", async (value, expected) => {
    const app = signUpNameRule(value);
    const res = await ctx.postJson(
      "/api/auth/sign-up",
      { mobileNumber: "9876543210", name: value, email: "priya@example.com", pincode: "600020" },
      { address: freshAddress() },
    );
    const api = res.status === 400 ? await apiAnswer(res, "name") : undefined;
    if (api === undefined) expect(res.status).toBe(401);
    const want = "accepted" in expected ? undefined : expected.message;
    expect({ app, api }).toEqual({ app: want, api: want });
  });
});

/** Posts one enquiry per case (each with its own key and address); a solved captcha only when it should pass. */
function enquiryAgreement<Field extends string>(
  path: string,
  checks: Record<Field, FieldCheck>,
  valid: Record<string, string>,
  cases: [field: Field, value: string, expected: Expected][],
) {
  let keys = 0;
  it.each(cases)("%s %j", async (field, value, expected) => {
    const app = checks[field](value);
    const captcha =
      "accepted" in expected ? await fetchSolvedCaptcha((p) => ctx.get(p)) : undefined;
    const res = await ctx.postJson(
      path,
      { ...valid, [field]: value, captcha },
      { address: freshAddress(), headers: { "Idempotency-Key": `${path}-${++keys}` } },
    );
    const api = res.status === 201 ? undefined : await apiAnswer(res, field);
    const want = "accepted" in expected ? undefined : expected.message;
    expect({ app, api }).toEqual({ app: want, api: want });
  });
}

/** The corporate form's checks, as pwa/src/features/enquiries/corporate-enquiry.fields.ts sets them. */
const corporate = {
  name: nameRule,
  mobileNumber: mobileRule,
  email: emailRule,
  companyName: requiredText("Company name", 120),
  city: cityRule,
  employeeCount: choiceRule("number of employees", employeeCountRanges),
  interest: choiceRule("service you are interested in", corporateInterests),
  message: optionalText("Message", 1000),
} satisfies Record<string, FieldCheck>;

describe("the corporate enquiry form and POST /api/enquiries/corporate agree", () => {
  enquiryAgreement(
    "/api/enquiries/corporate",
    corporate,
    {
      name: "Anita Desai",
      mobileNumber: "9840012345",
      email: "anita@acme.example",
      companyName: "Acme Logistics",
      city: "Chennai",
      employeeCount: "201-500",
      interest: "on-site-camp",
    },
    [
      ["name", "Anita Desai", ok],
      ["name", "Anita 2", refused(booking.nameLetters)],
      ["mobileNumber", "", refused("Mobile number is required")],
      ["mobileNumber", "5840012345", refused(mobileInvalid)],
      ["email", "anita@acme", refused("Enter a valid e-mail address")],
      ["companyName", "", refused("Company name is required")],
      ["companyName", "A".repeat(121), refused("Company name is at most 120 characters")],
      ["companyName", "Acme\u0000", refused(`Company name ${BROKEN_TEXT_MESSAGE}`)],
      ["employeeCount", "lots", refused("Choose the number of employees")],
      ["interest", "", refused("Choose the service you are interested in")],
      ["message", "x".repeat(1001), refused("Message is at most 1000 characters")],
    ],
  );
});

/** The employee form's checks, as pwa/src/features/corporate/employee-details.fields.ts sets them. */
const employee = {
  corporateId: codeRule("Enter the corporate id given by your company"),
  employeeId: codeRule("Enter your employee id"),
  name: nameRule,
  mobileNumber: mobileRule,
  gender: choiceRule("gender", genders),
  dateOfBirth: dateRule("Date of birth", {
    min: () => "1900-01-01",
    max: () => indiaDate(ctx.clock()),
    outside: "Date of birth must be a past date",
  }),
  pincode: pincodeRule,
} satisfies Record<string, FieldCheck>;

describe("the employee details form and POST /api/enquiries/employee-details agree", () => {
  enquiryAgreement(
    "/api/enquiries/employee-details",
    employee,
    {
      corporateId: "ACME-01",
      employeeId: "E1042",
      name: "Ravi Kumar",
      mobileNumber: "9900011122",
      email: "ravi@acme.example",
      gender: "male",
      dateOfBirth: "1990-05-17",
      collectionDate: "2099-03-14",
      city: "Chennai",
      pincode: "600020",
    },
    [
      ["corporateId", "ACME-01", ok],
      ["corporateId", "", refused("Enter the corporate id given by your company")],
      ["corporateId", "ACME 01", refused("Enter the corporate id given by your company")],
      ["employeeId", "-E1", refused("Enter your employee id")],
      ["name", "", refused("Name is required")],
      ["mobileNumber", "09900011122", refused(mobileInvalid)],
      ["gender", "unknown", refused("Choose the gender")],
      ["dateOfBirth", "2099-01-01", refused("Date of birth must be a past date")],
      ["dateOfBirth", "1990-02-30", refused("Date is not a real calendar date")],
      ["pincode", "60002", refused("Enter valid Pincode: 6 digits")],
    ],
  );
});

/**
 * The upload forms post multipart with their file; the captcha is checked before the fields, so
 * every case solves one. Each side's check comes from the form's own rules module.
 */
function uploadAgreement<Field extends string>(
  path: string,
  check: (field: Field, value: string) => string | undefined,
  valid: Record<string, string>,
  file: FormFile,
  cases: [field: Field, value: string, expected: Expected][],
) {
  let keys = 0;
  it.each(cases)("%s %j", async (field, value, expected) => {
    const app = check(field, value);
    const res = await postForm(ctx, path, uploadForm({ ...valid, [field]: value }, file), {
      "idempotency-key": `${path}-${++keys}`,
      ...(await captchaHeader(ctx)),
    });
    const api = res.status === 201 ? undefined : await apiAnswer(res, field);
    const want = "accepted" in expected ? undefined : expected.message;
    expect({ app, api }).toEqual({ app: want, api: want });
  });
}

const contactCases: [field: "name" | "mobileNumber", value: string, expected: Expected][] = [
  ["name", "Priya Raman", ok],
  ["name", "K. Ramesh", ok],
  ["name", "", refused("Name is required")],
  ["name", "R2D2", refused(booking.nameLetters)],
  ["mobileNumber", "", refused("Mobile number is required")],
  ["mobileNumber", "5876543210", refused(mobileInvalid)],
  ["mobileNumber", "98765", refused(mobileInvalid)],
];

describe("the prescription form and POST /api/prescriptions agree", () => {
  uploadAgreement(
    "/api/prescriptions",
    (field, value) =>
      prescriptionFieldError(field, {
        name: "Priya Raman",
        mobileNumber: "9876543210",
        note: "",
        [field]: value,
      }),
    { name: "Priya Raman", mobileNumber: "9876543210" },
    { field: "file", bytes: samples.pdf(), name: "rx.pdf", type: "application/pdf" },
    contactCases,
  );
});

describe("the job application form and POST /api/careers/applications agree", () => {
  const valid = {
    name: "Priya Raman",
    mobileNumber: "9876543210",
    email: "priya@example.in",
    coverNote: "",
  };
  uploadAgreement(
    "/api/careers/applications",
    (field: ApplicationField, value) => applicationFieldError(field, { ...valid, [field]: value }),
    { ...valid, jobId: jobOpenings[0]?.id ?? "" },
    { field: "resume", bytes: samples.pdf(), name: "cv.pdf", type: "application/pdf" },
    [
      ...contactCases,
      ["email", "priya@example.in", ok],
      ["email", "", refused("E-mail is required")],
      ["email", "priya@", refused("Enter a valid e-mail address")],
      ["email", "priya@example", refused("Enter a valid e-mail address")],
    ],
  );
});

/** The checkout's member and address checks, and the API's member schema (the same rules). */
describe("the checkout's member rules and the API's member schema agree", () => {
  // The API's day, as the order route builds its schema (orders.routes.ts).
  const today = () => indiaDate(ctx.clock());
  /** Born on this day `years` ago (the 28th on 29 February, which most years lack). */
  const yearsAgo = (years: number) =>
    `${Number(today().slice(0, 4)) - years}${today().slice(4).replace("-02-29", "-02-28")}`;
  const daysFromToday = (days: number) =>
    indiaDate(new Date(ctx.clock().getTime() + days * 86_400_000));
  const MEMBER_CASES: [
    field: "name" | "mobileNumber" | "birthDate" | "age" | "gender",
    value: string | (() => string),
    expected: Expected,
  ][] = [
    ["name", "Meena Iyer", ok],
    ["name", "K. Meena", ok],
    ["name", "", refused(accountMessages.memberName)],
    ["name", "Meena 2", refused(accountMessages.memberNameLetters)],
    ["name", "Meena -", refused(accountMessages.memberNameLetters)],
    ["mobileNumber", "9876543210", ok],
    // A child or an elderly parent often has no mobile: empty is none.
    ["mobileNumber", "", ok],
    ["mobileNumber", "98765", refused(accountMessages.mobileInvalid)],
    ["mobileNumber", "5876543210", refused(accountMessages.mobileInvalid)],
    // Typed DD/MM/YYYY; the form sends it YYYY-MM-DD once whole, else as typed.
    ["birthDate", "05/01/1961", ok],
    ["birthDate", "29/02/2000", ok],
    ["birthDate", () => birthDateInputOf(today()), ok],
    ["birthDate", () => birthDateInputOf(yearsAgo(120)), ok],
    ["birthDate", "", refused(personMessages.birthDate)],
    ["birthDate", "05/01/61", refused(personMessages.birthDate)],
    ["birthDate", "05/01", refused(personMessages.birthDate)],
    ["birthDate", "1961-1-5", refused(personMessages.birthDate)],
    ["birthDate", "29/02/1961", refused(personMessages.birthDateNotReal)],
    ["birthDate", "01/13/1961", refused(personMessages.birthDateNotReal)],
    [
      "birthDate",
      () => birthDateInputOf(daysFromToday(1)),
      refused(personMessages.birthDateFuture),
    ],
    ["birthDate", () => birthDateInputOf(yearsAgo(121)), refused(personMessages.birthDateTooOld)],
    ["birthDate", "05/01/1961\u0000", refused(personMessages.birthDate)],
    // "I don't know the date": the age in whole years. The form keeps only digits as typed.
    ["age", "0", ok],
    ["age", "64", ok],
    ["age", "120", ok],
    ["age", "", refused(personMessages.age)],
    ["age", "121", refused(personMessages.ageRange)],
    ["age", "-1", refused(personMessages.ageRange)],
    ["age", "6.5", refused(personMessages.ageRange)],
    ["age", "sixty", refused(personMessages.ageRange)],
    ["gender", "female", ok],
    ["gender", "male", ok],
    ["gender", "other", ok],
    ["gender", "", refused(personMessages.gender)],
    ["gender", "F", refused(personMessages.gender)],
    ["gender", "Female", refused(personMessages.gender)],
  ];
  /** What the API is sent for a typed value: the date as YYYY-MM-DD, an age as a JSON number. */
  const sent = (field: string, value: string): unknown => {
    if (field === "birthDate") return birthDateOfInput(value);
    return field === "age" && value !== "" && !Number.isNaN(Number(value)) ? Number(value) : value;
  };

  it.each(MEMBER_CASES)("%s %j", (field, typed, expected) => {
    const value = typeof typed === "function" ? typed() : typed;
    const member = { name: "Meena Iyer", relation: "Mother", mobileNumber: "9876543210" };
    const ageOnly = field === "age";
    const form = { ...member, birthDate: "05/01/1961", age: "", ageOnly, gender: "female" };
    const app = memberErrors({ ...form, [field]: value }, today())[field];
    const body = { ...member, ...(ageOnly ? {} : { birthDate: "1961-01-05" }), gender: "female" };
    const parsed = memberSchema(today).safeParse({ ...body, [field]: sent(field, value) });
    const api = parsed.success ? undefined : parsed.error.issues[0]?.message;
    const want = "accepted" in expected ? undefined : expected.message;
    expect({ app, api }).toEqual({ app: want, api: want });
  });

  it("an order for someone without them: the checkout and POST /api/orders name them alike", async () => {
    const customer = await newCustomer(ctx);
    // As the checkout holds them (and sends them) for a customer from before the details existed;
    // the checkout runs the contract's check on them (checkout-form.tsx).
    const members = [
      { name: customer.name, relation: "My Self", mobileNumber: customer.mobile },
      { name: "Meena Iyer", relation: "Mother", mobileNumber: "9876543210" },
    ];
    const body = orderBody(customer, { members, ...centreVisit(indiaDateIn(1), "17:00-19:00") });
    const app = missingDetailsProblem(members, [0, 1]);
    const res = await placeOrder(ctx, customer, body);
    expect(res.status).toBe(422);
    const api = ((await res.json()) as { message: string }).message;
    const want = missingDetailsMessage(customer.name);
    expect({ app, api }).toEqual({ app: want, api: want });
  });
});

/**
 * A chosen file: the device's check before it is queued (the app's outbox-file.ts) and the API's
 * as the bytes stream in, on the same bytes under a misleading name and declared type.
 */
describe("the upload forms' file checks and the API's agree", () => {
  const overLimit = () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES + 1);
    bytes.set(samples.jpeg());
    return bytes;
  };
  const forms = {
    prescription: {
      path: "/api/prescriptions",
      field: "file",
      rule: prescriptionFileRule,
      fields: { name: "Priya Raman", mobileNumber: "9876543210" },
    },
    résumé: {
      path: "/api/careers/applications",
      field: "resume",
      rule: resumeFileRule,
      fields: {
        name: "Priya Raman",
        mobileNumber: "9876543210",
        email: "priya@example.in",
        jobId: jobOpenings[0]?.id ?? "",
      },
    },
  };
  const FILE_CASES: [
    form: keyof typeof forms,
    file: keyof typeof samples | "empty" | "over 5 MB",
    expected: Expected,
  ][] = [
    ["prescription", "pdf", ok],
    ["prescription", "jpeg", ok],
    ["prescription", "png", ok],
    ["prescription", "webp", ok],
    ["prescription", "docx", refused(fileMessages.wrongType(prescriptionFileRule))],
    ["prescription", "exe", refused("The prescription must be a PDF, JPEG, PNG or WebP file.")],
    ["prescription", "empty", refused(fileMessages.empty(prescriptionFileRule))],
    [
      "prescription",
      "over 5 MB",
      refused("The prescription is larger than 5 MB. Please choose a smaller file."),
    ],
    ["résumé", "pdf", ok],
    ["résumé", "doc", ok],
    ["résumé", "docx", ok],
    ["résumé", "zip", refused("The résumé must be a PDF, DOC or DOCX file.")],
    ["résumé", "jpeg", refused(fileMessages.wrongType(resumeFileRule))],
    ["résumé", "empty", refused("This file is empty. Please choose your résumé again.")],
  ];
  let keys = 0;

  it.each(FILE_CASES)("%s: %s", async (formName, sample, expected) => {
    const form = forms[formName];
    const bytes =
      sample === "empty"
        ? new Uint8Array()
        : sample === "over 5 MB"
          ? overLimit()
          : samples[sample]();
    const checked = await checkFile(
      new File([bytes], "upload.png", { type: "image/png" }),
      form.rule,
    );
    const app = checked.ok ? undefined : checked.message;
    const file = { field: form.field, bytes, name: "upload.png", type: "image/png" };
    const res = await postForm(ctx, form.path, uploadForm(form.fields, file), {
      "idempotency-key": `file-${++keys}`,
      ...(await captchaHeader(ctx)),
    });
    const api =
      res.status === 201 ? undefined : ((await res.json()) as { message: string }).message;
    const want = "accepted" in expected ? undefined : expected.message;
    expect({ app, api }).toEqual({ app: want, api: want });
  });
});
