/**
 * The spec's auth calls (section 7) plus the legacy lookup the login flow needs (section 4,
 * step 5). Answers keep the spec's shapes and field names (including `recievedOtp`). Refused
 * requests: 400 invalid-request (bad input), 401 (wrong or missing OTP), 429 rate-limited with
 * Retry-After, 502 when the legacy service or the SMS adapter fails. No answer ever carries an OTP.
 * A successful login or sign-up also starts the customer session (http/customer-session.ts), which
 * orders, payments and the user's own records require; `POST /logout` ends it, and
 * `POST /logout-all` ends every session of the user and every report proof of their number.
 */
import { type Context, Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { clientAddress, clientGroup } from "../../http/client-address.ts";
import {
  currentCustomer,
  endCustomerSession,
  endEveryCustomerSession,
  startCustomerSession,
} from "../../http/customer-session.ts";
import { jsonBody, validate } from "../../http/validate.ts";
import { describeError } from "../../logger.ts";
import { LegacyServiceError } from "../../services/legacy-customers/legacy-customer.client.ts";
import { createOtpService } from "../../services/otp/otp.service.ts";
import { lookupsPerAddress } from "../../services/otp/otp-limits.ts";
import { afterHit, consume, hitOf } from "../../services/rate-limit/rate-limit.ts";
import { rateLimitedResponse } from "../../services/rate-limit/rate-limit-response.ts";
import { endReportAccess } from "../../services/reports/report-access-cookie.ts";
import { createAccount, findUserWithCart, prepareCountedAccountLookup } from "./accounts.ts";
import { CaptchaRequest, MobileParam, OtpRequest, SignUpRequest } from "./auth.schema.ts";
import { loginLegacyCustomer } from "./legacy-login.ts";

export function authRoutes(deps: AppDeps) {
  const { db, clock, logger, captcha, legacyCustomers } = deps;
  const otp = createOtpService({ db, clock, secretKey: deps.env.SECRET_KEY, sms: deps.sms });
  const countedAccountLookup = prepareCountedAccountLookup(db);

  /** Lookups answer whether a number is known, so they are limited per client address. */
  const lookupAllowed = async (c: Context) =>
    consume(db, lookupsPerAddress, clientGroup(c), clock());

  const sendOtp = async (c: Context, mobile: string) => {
    try {
      const sent = await otp.send(mobile, clientGroup(c));
      if (sent.status === "rate-limited") return rateLimitedResponse(c, sent.retryAfterSeconds);
      return c.json({ status: "sent" as const }, 200);
    } catch (error) {
      logger.error("otp.send-failed", describeError(error));
      return c.json({ error: "otp-not-sent" as const }, 502);
    }
  };

  return (
    new Hono()
      .get("/verify-user/:mobile", validate("param", MobileParam), async (c) => {
        const now = clock();
        const [row] = await countedAccountLookup.execute({
          ...hitOf(lookupsPerAddress, clientGroup(c), now),
          mobile: c.req.valid("param").mobile,
        });
        const limit = afterHit(lookupsPerAddress, row?.count ?? 1, now);
        if (!limit.allowed) return rateLimitedResponse(c, limit.retryAfterSeconds);
        return c.json(
          { status: row?.exists ? ("exists" as const) : ("does-not-exist" as const) },
          200,
        );
      })
      .get("/legacy-user/:mobile", validate("param", MobileParam), async (c) => {
        const limit = await lookupAllowed(c);
        if (!limit.allowed) return rateLimitedResponse(c, limit.retryAfterSeconds);
        try {
          const found = await legacyCustomers.getCustomerId(c.req.valid("param").mobile);
          const [customerId] = found.customerIds;
          if (found.exists && customerId) {
            return c.json({ status: "exists" as const, customerId }, 200);
          }
          return c.json({ status: "does-not-exist" as const }, 200);
        } catch (error) {
          if (!(error instanceof LegacyServiceError)) throw error;
          logger.warn("legacy.lookup-failed", { failure: error.failure });
          return c.json({ error: "legacy-unavailable" as const }, 502);
        }
      })
      .get("/get-otp/:mobile", validate("param", MobileParam), (c) =>
        sendOtp(c, c.req.valid("param").mobile),
      )
      .get("/resend-otp/:mobile", validate("param", MobileParam), (c) =>
        sendOtp(c, c.req.valid("param").mobile),
      )
      .post("/verify-otp", jsonBody(OtpRequest), async (c) => {
        const { recievedOtp, mobileNumber } = c.req.valid("json");
        const checked = await otp.check(mobileNumber, recievedOtp, clientGroup(c));
        if (checked.status === "rate-limited")
          return rateLimitedResponse(c, checked.retryAfterSeconds);
        const isVerified = checked.status === "correct" && (await otp.consume(checked.challengeId));
        return c.json({ isVerified }, 200);
      })
      .post("/sign-up", jsonBody(SignUpRequest), async (c) => {
        const body = c.req.valid("json");
        const mobile = body.mobileNumber;
        // Security beyond the spec: only a number that proved it receives our SMS can sign up, and
        // only it learns whether it already has an account (no unlimited lookup by sign-up).
        let pendingChallenge: string | undefined;
        if (!(await otp.hasRecentVerification(mobile))) {
          if (body.recievedOtp === undefined) {
            return c.json({ error: "otp-not-verified" as const }, 401);
          }
          const checked = await otp.check(mobile, body.recievedOtp, clientGroup(c));
          if (checked.status === "rate-limited") {
            return rateLimitedResponse(c, checked.retryAfterSeconds);
          }
          if (checked.status !== "correct") {
            return c.json({ error: "otp-not-verified" as const }, 401);
          }
          pendingChallenge = checked.challengeId;
        }
        if (await findUserWithCart(db, mobile)) {
          if (pendingChallenge) await otp.release(pendingChallenge);
          return c.json({ status: "user-already-exists" as const }, 200);
        }
        const now = clock();
        const challengeId = pendingChallenge;
        const user = await db.transaction(async (tx) => {
          if (challengeId && !(await otp.consume(challengeId, tx))) return "code-used" as const;
          return createAccount(
            tx,
            {
              mobileNumber: mobile,
              name: body.name,
              namePrefix: body.namePrefix,
              email: body.email,
              pincode: body.pincode,
            },
            now,
          );
        });
        if (user === "code-used") return c.json({ error: "otp-not-verified" as const }, 401);
        if (!user) {
          if (challengeId) await otp.release(challengeId);
          return c.json({ status: "user-already-exists" as const }, 200);
        }
        await startCustomerSession(c, deps, user._id);
        return c.json({ status: "success" as const, user }, 200);
      })
      .post("/login", jsonBody(OtpRequest), async (c) => {
        const { recievedOtp, mobileNumber } = c.req.valid("json");
        const checked = await otp.check(mobileNumber, recievedOtp, clientGroup(c));
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
            return c.json({ user: legacy.user, legacyMembers: legacy.legacyMembers }, 200);
          }
          if (legacy.status === "code-used")
            return c.json({ error: "incorrect-otp" as const }, 401);
          await otp.release(checked.challengeId);
          return c.json({ error: "account-not-found" as const }, 404);
        } catch (error) {
          await otp.release(checked.challengeId);
          if (!(error instanceof LegacyServiceError)) throw error;
          logger.warn("legacy.details-failed", { failure: error.failure });
          return c.json({ error: "legacy-unavailable" as const }, 502);
        }
      })
      // Beyond the spec (whose logout only clears the browser): the customer session ends too.
      // Report access ends with it (issue 9): nothing of the reports stays open after logout.
      .post("/logout", async (c) => {
        const customer = await currentCustomer(c, deps);
        await endReportAccess(c, deps, customer?.mobileNumber);
        await endCustomerSession(c, deps);
        return c.json({ status: "success" as const }, 200);
      })
      // A phone left logged in somewhere (lost, shared, sold): from any device, end every session
      // of the account and every report proof of its number. Needs a session (not just a number).
      .post("/logout-all", async (c) => {
        c.header("Cache-Control", "no-store");
        const customer = await currentCustomer(c, deps);
        if (!customer) return c.json({ error: "login-required" as const }, 401);
        await endEveryCustomerSession(c, deps, customer.userId);
        await endReportAccess(c, deps, customer.mobileNumber);
        return c.json({ status: "success" as const }, 200);
      })
      .post("/verify-captcha", jsonBody(CaptchaRequest), async (c) => {
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
