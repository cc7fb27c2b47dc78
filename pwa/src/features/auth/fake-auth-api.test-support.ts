import type { Location } from "@vyom/catalog";
/**
 * A stand-in for the API's auth and captcha routes behind `fetch`, for component tests: same
 * paths, bodies, answers and error codes as edge-api's auth.routes.ts, with knobs for each
 * failure. The captcha challenge is a real (small) ALTCHA challenge, solved for real.
 */
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { vi } from "vitest";
import type { ServerUser } from "./data/auth-api.ts";
import { serverUser } from "./machines/test-users.test-support.ts";

export interface FakeAuthApi {
  users: Map<string, ServerUser>;
  /**
   * Mobile → legacy CustomerID and name, and the location its pincode's service area is priced
   * for when it has one (the API answers it with a first legacy login).
   */
  legacy: Map<string, { customerId: string; name: string; pincodeLocation?: Location }>;
  legacyDown: boolean;
  otp: string;
  sendFails: boolean;
  rateLimitedFor: number | null;
  /** The cool-down a send answers (the server's 20 s for a number's first code). */
  resendAfterSeconds: number;
  /** Whether sends offer the code by call (`POST /api/auth/otp-call`). */
  voiceRetry: boolean;
  captchaPasses: boolean;
  requests: { method: string; path: string; body: unknown }[];
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

function newUser(mobile: string, name: string, extra: Partial<ServerUser> = {}): ServerUser {
  const vyomId = `${name.slice(0, 3)}1234${mobile.slice(6, 9)}5678`;
  return {
    ...serverUser,
    _id: `user-${mobile}`,
    vyomId,
    mobileNumber: mobile,
    name,
    cart: {
      _id: `cart-${mobile}`,
      vyomId,
      bookingId: null,
      tests: [],
      healthPackages: [],
      members: [{ name, relation: "My Self", mobileNumber: mobile, vyomId }],
    },
    ...extra,
  };
}

export function fakeAuthApi(): FakeAuthApi {
  const api: FakeAuthApi = {
    users: new Map([[serverUser.mobileNumber, serverUser]]),
    legacy: new Map([["9876500003", { customerId: "LEG-3001", name: "Karthik Subramanian" }]]),
    legacyDown: false,
    otp: "48213",
    sendFails: false,
    rateLimitedFor: null,
    resendAfterSeconds: 20,
    voiceRetry: false,
    captchaPasses: true,
    requests: [],
  };

  const sendOtp = () => {
    if (api.rateLimitedFor !== null) {
      return json({ error: "rate-limited", retryAfter: api.rateLimitedFor }, 429, {
        "Retry-After": String(api.rateLimitedFor),
      });
    }
    return api.sendFails
      ? json({ error: "otp-not-sent" }, 502)
      : json({
          status: "sent",
          resendAfterSeconds: api.resendAfterSeconds,
          voiceRetry: api.voiceRetry,
        });
  };

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), "http://localhost").pathname;
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    api.requests.push({ method, path, body });
    const [, , , route, mobile = ""] = path.split("/");

    if (path === "/api/captcha/challenge") {
      return json(
        await createChallenge({
          algorithm: "SHA-256",
          cost: 1,
          counter: 40,
          deriveKey,
          hmacSignatureSecret: "test-secret",
          hmacKeySignatureSecret: "test-key-secret",
        }),
      );
    }
    if (route === "verify-user") {
      return json({ status: api.users.has(mobile) ? "exists" : "does-not-exist" });
    }
    if (route === "legacy-user") {
      if (api.legacyDown) return json({ error: "legacy-unavailable" }, 502);
      const found = api.legacy.get(mobile);
      // As the API: known or not, nothing identifying before the OTP.
      return json({ status: found ? "exists" : "does-not-exist" });
    }
    if (route === "get-otp" || route === "resend-otp") return sendOtp();
    if (route === "otp-call") {
      return api.voiceRetry ? sendOtp() : json({ error: "voice-not-offered" }, 404);
    }
    if (route === "verify-captcha") return json({ success: api.captchaPasses });
    if (route === "login") {
      if (body.recievedOtp !== api.otp) return json({ error: "incorrect-otp" }, 401);
      const user = api.users.get(body.mobileNumber);
      if (user) return json({ user });
      const legacy = api.legacy.get(body.mobileNumber);
      if (!legacy) return json({ error: "account-not-found" }, 404);
      const created = newUser(body.mobileNumber, legacy.name, {
        legacyCustomerId: legacy.customerId,
      });
      api.users.set(body.mobileNumber, created);
      const legacyMember = {
        CustomerName: legacy.name,
        MobileNumber: body.mobileNumber,
        CustomerID: legacy.customerId,
      };
      const located = legacy.pincodeLocation ? { pincodeLocation: legacy.pincodeLocation } : {};
      return json({ user: created, legacyMembers: [legacyMember], ...located });
    }
    if (route === "sign-up") {
      if (body.recievedOtp !== api.otp) return json({ error: "otp-not-verified" }, 401);
      if (api.users.has(body.mobileNumber)) return json({ status: "user-already-exists" });
      const created = newUser(body.mobileNumber, body.name, {
        email: body.email,
        pincode: body.pincode,
        namePrefix: body.namePrefix,
      });
      api.users.set(body.mobileNumber, created);
      return json({ status: "success", user: created });
    }
    return json({ error: "not-found" }, 404);
  };

  vi.stubGlobal("fetch", vi.fn(handle));
  return api;
}
