import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type ReportOtpRequest, sendReportOtp } from "./reports-api.ts";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });

const requests: [string, ReportOtpRequest, string][] = [
  ["a mobile's", { kind: "mobile", mobileNumber: "9876543210" }, "/api/reports/otp"],
  [
    "an employee's",
    { kind: "employee", corporateId: "VYOMCORP", employeeId: "E1002" },
    "/api/reports/corporate/otp",
  ],
  ["the session's (step-up)", { kind: "session" }, "/api/reports/step-up/otp"],
];

describe("report OTP sends", () => {
  it.each(requests)(
    "%s: asked for a captcha (a new or busy network), solves one and sends again with it",
    async (_, request, path) => {
      const challenge = await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: 40,
        deriveKey,
        hmacSignatureSecret: "test-secret",
        hmacKeySignatureSecret: "test-key-secret",
      });
      fetchMock
        .mockResolvedValueOnce(json({ error: "captcha-required" }, { status: 403 }))
        .mockResolvedValueOnce(json(challenge))
        .mockResolvedValueOnce(
          json({ status: "sent", maskedMobile: "******3210", resendAfterSeconds: 20 }),
        );
      await expect(sendReportOtp(request)).resolves.toMatchObject({
        sentTo: expect.any(String),
        resendAfterSeconds: 20,
      });
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
        path,
        "/api/captcha/challenge",
        path,
      ]);
      const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
      expect(headers["X-Vyom-Captcha"]).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    },
  );
});
