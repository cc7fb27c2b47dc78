/**
 * Admin sign-in (decisions.md): e-mail + password against a scrypt hash, then a server-side
 * session in an httpOnly cookie. Also the admin list of home-collection bookings, and the
 * submissions (enquiries, uploads) under /submissions (submissions.routes.ts).
 */
import { count, desc, like } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { bookings } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import {
  type AdminVariables,
  clearSessionCookie,
  readSessionToken,
  requireAdmin,
  writeSessionCookie,
} from "../../http/admin-session.ts";
import { clientGroup } from "../../http/client-address.ts";
import { isLocalRequest } from "../../http/local-request.ts";
import { noStore } from "../../http/no-store.ts";
import { text } from "../../http/text-rule.ts";
import { jsonBody, validate } from "../../http/validate.ts";
import { checkAdminCredentials } from "../../services/admin/admins.ts";
import { createAdminSession, revokeSession } from "../../services/admin/sessions.ts";
import { adminSubmissionsRoutes } from "./submissions.routes.ts";

const LoginRequest = z.object({
  email: z.email().max(254),
  password: text().min(1).max(200),
});

const BookingsQuery = z.object({
  mobile: text()
    .regex(/^\d{1,10}$/, "mobile must be 1-10 digits")
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export function adminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AdminVariables }>()
    .use(noStore)
    .route("/submissions", adminSubmissionsRoutes(deps))
    .post("/login", jsonBody(LoginRequest), async (c) => {
      const { email, password } = c.req.valid("json");
      const now = clock();
      const check = await checkAdminCredentials(db, {
        email,
        password,
        address: clientGroup(c),
        local: isLocalRequest(c),
        now,
      });
      if (!check.ok && check.reason === "rate-limited") {
        c.header("Retry-After", String(check.retryAfterSeconds));
        return c.json({ error: "too-many-attempts" as const }, 429);
      }
      if (!check.ok) return c.json({ error: "unauthorised" as const }, 401);
      const session = await createAdminSession(db, check.adminId, now);
      writeSessionCookie(c, deps, session.token, session.maxAgeSeconds);
      return c.json({ status: "success" as const, admin: { email: check.email } }, 200);
    })
    .post("/logout", async (c) => {
      await revokeSession(db, readSessionToken(c, deps), clock());
      clearSessionCookie(c, deps);
      return c.json({ status: "success" as const }, 200);
    })
    .get("/session", requireAdmin(deps), (c) => {
      const admin = c.get("admin");
      return c.json(
        { admin: { email: admin.email }, expiresAt: admin.expiresAt.toISOString() },
        200,
      );
    })
    .get("/bookings", requireAdmin(deps), validate("query", BookingsQuery), async (c) => {
      const { mobile, page, pageSize } = c.req.valid("query");
      const where = mobile ? like(bookings.mobileNumber, `%${mobile}%`) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select({
            bookingId: bookings.id,
            name: bookings.name,
            mobileNumber: bookings.mobileNumber,
            date: bookings.collectionDate,
            pincode: bookings.pincode,
            policyValue: bookings.policyValue,
            status: bookings.status,
            createdAt: bookings.createdAt,
          })
          .from(bookings)
          .where(where)
          .orderBy(desc(bookings.createdAt), desc(bookings.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(bookings).where(where),
      ]);
      return c.json(
        {
          bookings: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
          page,
          pageSize,
          total: totals[0]?.total ?? 0,
        },
        200,
      );
    });
}
