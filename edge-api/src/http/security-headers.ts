/**
 * Security headers on every response. The CSP allows no inline script and nothing from other
 * origins, except Google's reCAPTCHA hosts when that captcha provider is configured.
 */
import { secureHeaders } from "hono/secure-headers";
import type { Env } from "../env.ts";

const RECAPTCHA_HOSTS = ["https://www.google.com", "https://www.gstatic.com"];

export function securityHeaders(env: Env) {
  const recaptcha = env.CAPTCHA_PROVIDER === "recaptcha" ? RECAPTCHA_HOSTS : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...recaptcha],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: recaptcha.length > 0 ? recaptcha : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "no-referrer",
    xFrameOptions: "DENY",
    strictTransportSecurity:
      env.NODE_ENV === "production" ? "max-age=63072000; includeSubDomains" : false,
  });
}
