/**
 * The language the app's requests name for the server's messages (docs/i18n.md#on-the-server):
 * the reader's, and none at all in English, so an English request reads as it always did.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendOtp } from "@/features/auth/data/auth-api.ts";
import { bookingPayload } from "@/features/home/book-test.payload.ts";
import { fetchReportPdf } from "@/features/reports/data/reports-api.ts";
import { currentLanguage, withLanguage } from "./current-language.ts";
import { setTranslator } from "./runtime.tsx";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  setTranslator("en", null);
});

const sent = () =>
  new Response(JSON.stringify({ status: "sent", resendAfterSeconds: 20, voiceRetry: false }), {
    headers: { "Content-Type": "application/json" },
  });
const lastUrl = () => String(fetchMock.mock.calls.at(-1)?.[0]);

const values = {
  name: "Priya Raman",
  mobileNumber: "9876543210",
  date: "2026-12-03",
  pincode: "600020",
  policy: true,
  birthDate: "1990-05-17",
  gender: "female",
} as const;

describe("the language of the server's messages", () => {
  it("is none in English: bodies and paths as they always were", async () => {
    expect(currentLanguage()).toBe("en");
    expect(withLanguage()).toEqual({});
    expect(bookingPayload(values, new Date(), "")).not.toHaveProperty("language");
    fetchMock.mockResolvedValue(sent());
    await sendOtp("9876543210", "login");
    expect(lastUrl()).toBe("/api/auth/get-otp/9876543210?purpose=login");
  });

  it("is the reader's in Tamil: the booking, the OTP send and the PDF name it", async () => {
    setTranslator("ta", () => undefined);
    expect(withLanguage()).toEqual({ language: "ta" });
    expect(bookingPayload(values, new Date(), "")).toMatchObject({ language: "ta" });
    fetchMock.mockResolvedValue(sent());
    await sendOtp("9876543210", "sign-up");
    expect(lastUrl()).toBe("/api/auth/get-otp/9876543210?purpose=sign-up&language=ta");
    fetchMock.mockResolvedValue(
      new Response("%PDF-", { headers: { "Content-Type": "application/pdf" } }),
    );
    await fetchReportPdf("5b0c4a52-8f7e-4f44-9c1e-2d3a4b5c6d7e");
    expect(lastUrl()).toBe("/api/reports/5b0c4a52-8f7e-4f44-9c1e-2d3a4b5c6d7e/pdf?language=ta");
  });

  it("is English in the tests' pseudo-locale, which the server does not know", () => {
    setTranslator("pseudo", () => undefined);
    expect(currentLanguage()).toBe("en");
    expect(withLanguage()).toEqual({});
  });
});
