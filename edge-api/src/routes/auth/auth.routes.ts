/**
 * The auth calls of docs/product.md#api-calls, with the legacy lookup the login flow needs
 * (docs/product.md#login-flow, step 5). Answers keep their historic shapes and field names
 * (including `recievedOtp`). Refused
 * requests: 400 invalid-request (bad input), 401 (wrong or missing OTP), 403 (an OTP send not from
 * the app, or without the captcha a number under attack needs), 429 rate-limited with
 * Retry-After, 502 when the legacy service or the SMS fails. No answer carries an OTP, and none is
 * cached (no-store). OTPs are bound to their purpose: `get-otp/:mobile?purpose=sign-up` sends the
 * code sign-up checks; without `purpose` it is a login code. `POST /otp-call` reads the client's
 * live code out by a phone call when the SMS adapter can (the send answered `voiceRetry: true`).
 * A successful login or sign-up also starts the customer session (http/customer-session.ts), which
 * orders, payments and the user's own records require; `POST /logout` ends it, and
 * `POST /logout-all` ends every session of the user and every report proof of their number.
 */
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientAddress, clientGroup } from "../../http/client-address.ts";
import {
  currentCustomer,
  endCustomerSession,
  endEveryCustomerSession,
  startCustomerSession,
} from "../../http/customer-session.ts";
import { noStore } from "../../http/no-store.ts";
import { otpClientBinding } from "../../http/otp-client.ts";
import { appClientOnly } from "../../http/request-guards.ts";
import { requestLogger } from "../../http/request-log.ts";
import { route } from "../../openapi/route.ts";
import { countedLookups } from "../../services/accounts/counted-lookups.ts";
import { LegacyServiceError } from "../../services/legacy-customers/legacy-customer.client.ts";
import { otpServiceOf } from "../../services/otp/otp.service.ts";
import { lookupsPerAddress, signUpsPerClient } from "../../services/otp/otp-limits.ts";
import type { OtpChannel } from "../../services/otp/otp-send.ts";
import { afterHit, consume, hitOf } from "../../services/rate-limit/rate-limit.ts";
import { rateLimitedResponse } from "../../services/rate-limit/rate-limit-response.ts";
import { endReportAccess } from "../../services/reports/report-access-cookie.ts";
import { createAccountWithCode, findUserWithCart } from "./accounts.ts";
import { loginLegacyCustomer } from "./legacy-login.ts";
import { sendOtpOrAnswer } from "./send-otp.ts";

export function authRoutes(deps: AppDeps) {
  const { db, clock, logger, captcha, legacyCustomers } = deps;
  const otp = otpServiceOf(deps);
  const sender = {
    otp,
    logger,
    env: deps.env,
    failureEvent: "otp.send-failed",
    notSent: { error: "otp-not-sent" as const },
  };
  const countedLookup = countedLookups(db);

  /** Lookups answer whether a number is known, so they are limited per client address. */
  const lookupAllowed = async (c: Context) =>
    consume(db, lookupsPerAddress, clientGroup(c), clock());

  /**
   * The OTP sends are GETs (docs/product.md#api-calls): only the app's own client may trigger one
   * (appClientOnly).
   */
  /** A code by call needs an adapter that can place one (MSG91's OTP API: msg91-sms.ts). */
  const voiceRetry = deps.sms.retryOtpByVoice !== undefined;
  const sendOtp = async <Channel extends OtpChannel = "sms">(
    c: Context,
    mobile: string,
    purpose: "login" | "sign-up",
    channel?: Channel,
  ) => {
    const sent = await sendOtpOrAnswer(c, sender, mobile, purpose, channel);
    if (sent instanceof Response) return sent;
    return c.json(
      { status: "sent" as const, resendAfterSeconds: sent.resendAfterSeconds, voiceRetry },
      200,
    );
  };

  return (
    new Hono()
      // Every auth answer is about a person (an account, whether a number is known): never cached.
      .use(noStore)
      .get(
        "/verify-user/:mobile",
        ...route(ApiRoutes["GET /api/auth/verify-user/:mobile"]),
        async (c) => {
          const now = clock();
          const row = await countedLookup(
            hitOf(lookupsPerAddress, clientGroup(c), now),
            c.req.valid("param").mobile,
          );
          const limit = afterHit(lookupsPerAddress, row.count, now);
          if (!limit.allowed) return rateLimitedResponse(c, limit.retryAfterSeconds);
          return c.json(
            { status: row.exists ? ("exists" as const) : ("does-not-exist" as const) },
            200,
          );
        },
      )
      .get(
        "/legacy-user/:mobile",
        ...route(ApiRoutes["GET /api/auth/legacy-user/:mobile"]),
        async (c) => {
          const limit = await lookupAllowed(c);
          if (!limit.allowed) return rateLimitedResponse(c, limit.retryAfterSeconds);
          try {
            const found = await legacyCustomers.getCustomerId(c.req.valid("param").mobile);
            // Whether to send a login code is all the flow needs before the OTP: the CustomerID and
            // the details are read by the login, once the code is proven (legacy-login.ts).
            const exists = found.exists && found.customerIds.length > 0;
            return c.json(
              { status: exists ? ("exists" as const) : ("does-not-exist" as const) },
              200,
            );
          } catch (error) {
            if (!(error instanceof LegacyServiceError)) throw error;
            requestLogger(c, logger).warn("legacy.lookup-failed", { failure: error.failure });
            return c.json({ error: "legacy-unavailable" as const }, 502);
          }
        },
      )
      .get(
        "/get-otp/:mobile",
        ...route(ApiRoutes["GET /api/auth/get-otp/:mobile"], appClientOnly()),
        (c) => sendOtp(c, c.req.valid("param").mobile, c.req.valid("query").purpose),
      )
      .get(
        "/resend-otp/:mobile",
        ...route(ApiRoutes["GET /api/auth/resend-otp/:mobile"], appClientOnly()),
        (c) => sendOtp(c, c.req.valid("param").mobile, c.req.valid("query").purpose),
      )
      // The code read out by a call: limited and budgeted as a send again (otp-send.ts, otp-call.ts).
      .post(
        "/otp-call",
        ...route(ApiRoutes["POST /api/auth/otp-call"], appClientOnly()),
        async (c) => {
          if (!voiceRetry) return c.json({ error: "voice-not-offered" as const }, 404);
          const { mobileNumber, purpose } = c.req.valid("json");
          return sendOtp(c, mobileNumber, purpose, "voice");
        },
      )
      // Checks a login code and grants nothing: login and sign-up each check their own code.
      .post("/verify-otp", ...route(ApiRoutes["POST /api/auth/verify-otp"]), async (c) => {
        const { recievedOtp, mobileNumber } = c.req.valid("json");
        const checked = await otp.check({
          mobile: mobileNumber,
          code: recievedOtp,
          purpose: "login",
          client: clientGroup(c),
          binding: otpClientBinding(c, deps),
        });
        if (checked.status === "rate-limited")
          return rateLimitedResponse(c, checked.retryAfterSeconds);
        const isVerified = checked.status === "correct" && (await otp.consume(checked.challengeId));
        return c.json({ isVerified }, 200);
      })
      .post("/sign-up", ...route(ApiRoutes["POST /api/auth/sign-up"]), async (c) => {
        const body = c.req.valid("json");
        const mobile = body.mobileNumber;
        const attempts = await consume(db, signUpsPerClient, clientGroup(c), clock());
        if (!attempts.allowed) return rateLimitedResponse(c, attempts.retryAfterSeconds);
        // Security (docs/security.md): only whoever holds a sign-up code sent to the number,
        // checked in this very request, can sign up, and only they learn whether it has an account.
        // No earlier verification counts: a code proven elsewhere (a report download) is not
        // consent.
        if (body.recievedOtp === undefined) {
          return c.json({ error: "otp-not-verified" as const }, 401);
        }
        const checked = await otp.check({
          mobile,
          code: body.recievedOtp,
          purpose: "sign-up",
          client: clientGroup(c),
          binding: otpClientBinding(c, deps),
        });
        if (checked.status === "rate-limited") {
          return rateLimitedResponse(c, checked.retryAfterSeconds);
        }
        if (checked.status !== "correct") {
          return c.json({ error: "otp-not-verified" as const }, 401);
        }
        const { challengeId } = checked;
        if (await findUserWithCart(db, mobile)) {
          await otp.release(challengeId);
          return c.json({ status: "user-already-exists" as const }, 200);
        }
        const now = clock();
        const user = await createAccountWithCode(
          db,
          { otp, challengeId },
          {
            mobileNumber: mobile,
            name: body.name,
            namePrefix: body.namePrefix,
            email: body.email,
            pincode: body.pincode,
          },
          now,
        );
        if (user === "code-used") return c.json({ error: "otp-not-verified" as const }, 401);
        if (!user) {
          await otp.release(challengeId);
          return c.json({ status: "user-already-exists" as const }, 200);
        }
        await startCustomerSession(c, deps, user._id);
        return c.json({ status: "success" as const, user }, 200);
      })
      .post("/login", ...route(ApiRoutes["POST /api/auth/login"]), async (c) => {
        const { recievedOtp, mobileNumber } = c.req.valid("json");
        const checked = await otp.check({
          mobile: mobileNumber,
          code: recievedOtp,
          purpose: "login",
          client: clientGroup(c),
          binding: otpClientBinding(c, deps),
        });
        if (checked.status === "rate-limited")
          return rateLimitedResponse(c, checked.retryAfterSeconds);
        if (checked.status === "incorrect") return c.json({ error: "incorrect-otp" as const }, 401);

        const user = await findUserWithCart(db, mobileNumber);
        if (user) {
          if (!(await otp.consume(checked.challengeId))) {
            return c.json({ error: "incorrect-otp" as const }, 401);
          }
          await startCustomerSession(c, deps, user._id);
          return c.json({ user }, 200);
        }
        try {
          const legacy = await loginLegacyCustomer(deps, otp, mobileNumber, checked.challengeId);
          if (legacy.status === "created") {
            await startCustomerSession(c, deps, legacy.user._id);
            const { user, legacyMembers, pincodeLocation } = legacy;
            const located = pincodeLocation ? { pincodeLocation } : {};
            return c.json({ user, legacyMembers, ...located }, 200);
          }
          if (legacy.status === "code-used")
            return c.json({ error: "incorrect-otp" as const }, 401);
          await otp.release(checked.challengeId);
          return c.json({ error: "account-not-found" as const }, 404);
        } catch (error) {
          await otp.release(checked.challengeId);
          if (!(error instanceof LegacyServiceError)) throw error;
          requestLogger(c, logger).warn("legacy.details-failed", { failure: error.failure });
          return c.json({ error: "legacy-unavailable" as const }, 502);
        }
      })
      // Logout clears the browser and ends the customer session too
      // (docs/product.md#user-and-members). Report access ends with it (docs/product.md#reports):
      // nothing of them stays open after logout.
      .post("/logout", ...route(ApiRoutes["POST /api/auth/logout"]), async (c) => {
        const customer = await currentCustomer(c, deps);
        await endReportAccess(c, deps, customer?.mobileNumber);
        await endCustomerSession(c, deps);
        return c.json({ status: "success" as const }, 200);
      })
      // A phone left logged in somewhere (lost, shared, sold): from any device, end every session
      // of the account and every report proof of its number. Needs a session (not just a number).
      .post("/logout-all", ...route(ApiRoutes["POST /api/auth/logout-all"]), async (c) => {
        const customer = await currentCustomer(c, deps);
        if (!customer) return c.json({ error: "login-required" as const }, 401);
        await endEveryCustomerSession(c, deps, customer.userId);
        await endReportAccess(c, deps, customer.mobileNumber);
        return c.json({ status: "success" as const }, 200);
      })
      .post("/verify-captcha", ...route(ApiRoutes["POST /api/auth/verify-captcha"]), async (c) => {
        const result = await captcha.verify(c.req.valid("json").captchaValue, {
          remoteIp: clientAddress(c),
        });
        return c.json(
          result.success ? { success: true } : { success: false, reason: result.reason },
          200,
        );
      })
  );
}
