/** Random request bodies and headers: JSON of any shape, the API's own keys, bytes, odd media types. */
import fc from "fast-check";
import { bookingBody } from "../fixtures.ts";
import { POISONS, rawJsonJunk } from "./arbitraries.ts";

/** Field names the API's bodies use, so random objects often hit the real keys. */
const KEYS = [
  ...Object.keys(bookingBody()),
  "recievedOtp",
  "mobileNumber",
  "captchaValue",
  "captcha",
  "email",
  "password",
  "emailAddress",
  "name",
  "pincode",
  "namePrefix",
  "mobileCode",
  "vyomId",
  "tests",
  "healthPackages",
  "bookingId",
  "members",
  "address",
  "lines",
  "message",
  "note",
  "token",
  "otp",
  "corporateId",
  "employeeId",
  "__proto__",
  "constructor",
];

const printable = (max: number) => fc.stringMatching(new RegExp(`^[!-~]{0,${max}}$`));

const jsonish = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...POISONS),
  fc.constantFrom(
    "9876543210",
    "12345",
    "600020",
    "2025-03-14",
    "NA",
    "",
    " ",
    "enabled",
    206,
    -0,
    1e308,
  ),
);

export const randomBodies: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.dictionary(fc.constantFrom(...KEYS), jsonish, { maxKeys: 12 }).map((o) => JSON.stringify(o)),
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }), // bytes that need not be UTF-8
  rawJsonJunk,
  fc
    .nat({ max: 100_000 })
    .map((n) => JSON.stringify({ name: "x".repeat(n), mobileNumber: "9".repeat(n % 20) })),
  fc.nat({ max: 100_000 }).map((n) => `"${"a".repeat(n)}"`),
  fc.nat({ max: 20_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.nat({ max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  fc.constantFrom("", "{", "null", "[]", '{"__proto__":{"admin":true}}', "\u0000", "NaN", "{}"),
);

export const requestNoise = fc.record({
  contentType: fc.oneof(
    { weight: 6, arbitrary: fc.constant("application/json") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "application/json; charset=utf-8",
        "application/vnd.api+json",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=xyz",
      ),
    },
  ),
  idempotencyKey: fc.option(printable(220), { nil: undefined }),
  address: fc.constantFrom("198.18.0.1", "198.18.0.2", "198.18.0.3"),
});
