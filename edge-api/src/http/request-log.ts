import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";

/** Paths carry mobile numbers (`/api/auth/get-otp/9876543210`): log only their last 4 digits. */
export function maskPath(path: string): string {
  return path.replace(/\d{5,}/g, (digits) => `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`);
}

/** One line per request: method, masked path, status and time. Never the query or the body. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info("request", {
      method: c.req.method,
      path: maskPath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
