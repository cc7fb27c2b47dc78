/**
 * The customer session (docs/product.md#security; without it login alone would identify nobody to
 * the API; docs/decisions/004-checkout-orders-payments.md).
 * Login and sign-up start it in an httpOnly SameSite=Strict cookie `vyom-customer`; orders,
 * payments and the user's own members and addresses require it, so a request can never act for
 * another customer by naming their vyomId in a body.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../deps.ts";
import { customerOfUser } from "../services/accounts/accounts.ts";
import {
  createSession,
  resolveSession,
  revokeSession,
  revokeSessionsOf,
} from "../services/sessions/sessions.ts";
import { sessionCookie } from "./session-cookie.ts";

const cookie = sessionCookie("vyom-customer");

export interface CustomerIdentity {
  sessionId: string;
  userId: string;
  vyomId: string;
  name: string;
  mobileNumber: string;
  /** When this session last verified an OTP (login, sign-up or a report step-up). */
  otpVerifiedAt: Date | null;
}

export type CustomerVariables = { customer: CustomerIdentity };

type SessionDeps = Pick<AppDeps, "env" | "db" | "clock">;

/**
 * Signs the user in on this browser (a new session; any earlier one stays valid elsewhere). Every
 * customer sign-in is an OTP (login, sign-up), so the session starts freshly verified.
 */
export async function startCustomerSession(c: Context, deps: SessionDeps, userId: string) {
  const session = await createSession(deps.db, "customer", userId, deps.clock(), {
    otpVerified: true,
  });
  cookie.write(c, deps, session.token, session.maxAgeSeconds);
}

export async function endCustomerSession(c: Context, deps: SessionDeps) {
  await revokeSession(deps.db, cookie.read(c, deps), deps.clock());
  cookie.clear(c, deps);
}

/** "Log out on all devices": every session of the user ends, this browser's cookie too. */
export async function endEveryCustomerSession(c: Context, deps: SessionDeps, userId: string) {
  await revokeSessionsOf(deps.db, "customer", userId, deps.clock());
  cookie.clear(c, deps);
}

export async function currentCustomer(
  c: Context,
  deps: SessionDeps,
): Promise<CustomerIdentity | undefined> {
  const session = await resolveSession(deps.db, "customer", cookie.read(c, deps), deps.clock());
  if (!session) return undefined;
  const user = await customerOfUser(deps.db, session.subjectId);
  if (!user) return undefined;
  return {
    sessionId: session.sessionId,
    userId: session.subjectId,
    otpVerifiedAt: session.otpVerifiedAt,
    ...user,
  };
}

/** 401 `{ error: "login-required" }` unless the request carries a live customer session. */
export function requireCustomer(
  deps: AppDeps,
): MiddlewareHandler<{ Variables: CustomerVariables }> {
  return async (c, next) => {
    const customer = await currentCustomer(c, deps);
    if (!customer) return c.json({ error: "login-required" as const }, 401);
    c.set("customer", customer);
    await next();
  };
}
