/**
 * A stand-in for edge-api's /api/reports behind `fetch` (same paths, bodies and answers), with
 * one proof at a time like the real cookie: the right code grants it, sign-out ends it. A report
 * (`GET /api/reports/{id}`) answers to either proof, as the API's does: the cookie, or a login
 * whose OTP is fresh (else 401 step-up-required); an id it does not hold is 404. The doctor links
 * answer from fake-shares-api.test-support.ts (`api.shares`).
 */
import { vi } from "vitest";
import type { SessionUser } from "@/db/records.ts";
import type { ReportSummary, ReportView } from "../data/reports-api.ts";
import { answerShares, type FakeShares, fakeShares } from "./fake-shares-api.test-support.ts";
import { calmView, lakshmiView } from "./report-views.test-support.ts";

export const goodOtp = "48213";

export const lakshmiReport: ReportSummary = {
  id: "00000000-0000-4000-8000-000000000001",
  patientName: "Lakshmi Narayanan",
  patientAge: 52,
  patientGender: "female",
  collectedAt: "2026-11-16T02:00:00.000Z",
  reportedAt: "2026-11-16T12:00:00.000Z",
  tests: ["CBC", "Hba1c"],
  status: "ready",
  flaggedCount: 2,
  reportNumber: "VYR-000042",
  flagged: lakshmiView.flagged,
};

/** The logged-in customer of the login page's tests (`saveSession(lakshmi)`). */
export const lakshmi: SessionUser = {
  salutation: "MRS",
  name: "Lakshmi Narayanan",
  mobile: "9876500001",
  email: "lakshmi.narayanan@example.in",
  vyomId: "Lak1234321567",
  cartId: "c1",
  addressId: "",
  location: "chennai",
  pincode: "600017",
  userId: "u1",
  cartMembers: [],
  relationsDetails: [],
};

export interface FakeReportsApi {
  requests: string[];
  /** Whether a verified proof (the cookie) is live. */
  access: boolean;
  /** Whether the customer session is live (GET /mine). */
  loggedIn: boolean;
  /** False: a right code answers 200 but the access is already over when the list is asked. */
  grantOnVerify: boolean;
  /** The session's last OTP is too old: GET /mine asks for a step-up until one is verified. */
  stepUpNeeded: boolean;
  /** Seconds to wait: the next report answers 429 with this Retry-After (once). */
  rateLimitedFor: number | null;
  /** The doctor links (fake-shares-api.test-support.ts). */
  shares: FakeShares;
  /** The cool-down each OTP send answers (the server's 20 s for a number's first code). */
  resendAfterSeconds: number;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

export function fakeReportsApi(
  reports: ReportSummary[] = [lakshmiReport],
  views: ReportView[] = [lakshmiView, calmView],
): FakeReportsApi {
  const api: FakeReportsApi = {
    requests: [],
    access: false,
    loggedIn: false,
    grantOnVerify: true,
    stepUpNeeded: false,
    rateLimitedFor: null,
    shares: fakeShares(),
    resendAfterSeconds: 20,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    api.requests.push(`${method} ${path}`);
    const { resendAfterSeconds } = api;
    if (method === "POST" && path === "/api/reports/otp") {
      return json({ status: "sent", resendAfterSeconds });
    }
    if (method === "POST" && path === "/api/reports/corporate/otp") {
      // As the API: the same answer whether or not the ids are registered, naming no number.
      return json({
        status: "sent",
        message: "If registered, an OTP was sent.",
        resendAfterSeconds,
      });
    }
    if (method === "POST" && path === "/api/reports/step-up/otp") {
      return api.loggedIn
        ? json({ status: "sent", maskedMobile: "******0001", resendAfterSeconds })
        : json({ error: "login-required" }, 401);
    }
    if (method === "POST" && path === "/api/reports/step-up/verify") {
      if (body.otp !== goodOtp) return json({ error: "incorrect-otp", message: "wrong" }, 401);
      api.stepUpNeeded = false;
      return json({ status: "verified" });
    }
    if (method === "POST" && path.startsWith("/api/reports") && path.endsWith("verify")) {
      const unknownEmployee =
        path === "/api/reports/corporate/verify" &&
        (body.corporateId !== "VYOMCORP" || body.employeeId !== "E1002");
      if (body.otp !== goodOtp || unknownEmployee)
        return json({ error: "incorrect-otp", message: "wrong" }, 401);
      api.access = api.grantOnVerify;
      return json({ status: "verified", expiresAt: "2026-11-22T04:00:00.000Z" });
    }
    if (method === "POST" && path === "/api/reports/sign-out") {
      api.access = false;
      return json({ status: "signed-out" });
    }
    if (method === "GET" && path === "/api/reports") {
      return api.access
        ? json({ reports, expiresAt: "2026-11-22T04:00:00.000Z" })
        : json({ error: "report-access-required", message: "verify" }, 401);
    }
    if (method === "GET" && path === "/api/reports/mine") {
      if (!api.loggedIn) return json({ error: "login-required" }, 401);
      if (api.stepUpNeeded) return json({ error: "step-up-required", message: "verify" }, 401);
      return json({ reports });
    }
    const proven = api.access || (api.loggedIn && !api.stepUpNeeded);
    const shared = answerShares(api.shares, views, { method, path, init, proven });
    if (shared) return shared;
    const viewId = /^\/api\/reports\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && viewId !== undefined) {
      const fresh = api.loggedIn && !api.stepUpNeeded;
      if (!api.access && !fresh) {
        return api.loggedIn
          ? json({ error: "step-up-required", message: "verify" }, 401)
          : json({ error: "report-access-required", message: "verify" }, 401);
      }
      if (api.rateLimitedFor !== null) {
        const retryAfter = String(api.rateLimitedFor);
        api.rateLimitedFor = null;
        return json({ error: "rate-limited" }, 429, { "Retry-After": retryAfter });
      }
      const view = views.find((v) => v.id === decodeURIComponent(viewId));
      return view ? json(view) : json({ error: "report-not-found", message: "not found" }, 404);
    }
    if (method === "GET" && path.endsWith("/pdf")) {
      if (!api.access && !api.loggedIn) return json({ error: "report-access-required" }, 401);
      return new Response(new Blob(["%PDF-1.3 demo"], { type: "application/pdf" }), {
        status: 200,
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": 'attachment; filename="vyom-report-VYR-000042.pdf"',
        },
      });
    }
    return json({ error: "not-found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return api;
}

/** Records the downloads handed to the browser and the blob URLs made and revoked. */
export function watchDownloads() {
  const made: string[] = [];
  const revoked: string[] = [];
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => {
    const url = `blob:report-${made.length + 1}`;
    made.push(url);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((url: string) => {
    revoked.push(url);
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
  return { made, revoked, clicked };
}
