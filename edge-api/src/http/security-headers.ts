/**
 * Security headers on every response but the build's hashed scripts, styles and fonts (below). The CSP allows no inline script but one, by its hash: the
 * prerendered pages' tap capture (catalog's taps-before-hydration.ts,
 * docs/decisions/006-prerendered-pages.md), which must run before the page is painted. No inline
 * style but a prerendered page's own `<style>` elements, on that page only, by their hashes
 * (static-pwa.ts names them for the answer). Nothing from
 * other origins, except Google's reCAPTCHA hosts when that captcha provider is configured, and
 * Razorpay Checkout's origins on the Razorpay payment page only (routes/payments/razorpay-page.ts).
 * A JSON answer gets a short set of its own (`jsonAnswerHeaders`, below), and so does a hashed
 * script, stylesheet or font (`assetHeaders`).
 */
import { createHash } from "node:crypto";
import { tapsBeforeHydrationScript } from "@vyom/catalog";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Env } from "../env.ts";
import { ORDER_ID_PATTERN } from "../services/payments/order-id.ts";
import { RAZORPAY_API_URL } from "../services/payments/razorpay-gateway.ts";

const RECAPTCHA_HOSTS = ["https://www.google.com", "https://www.gstatic.com"];
/** What Checkout loads: its script, its frame (api.razorpay.com), and the calls the frame makes. */
const RAZORPAY_HOSTS = ["https://checkout.razorpay.com", "https://api.razorpay.com"];

/** The hash source that allows exactly the tap capture script, and no other inline script. */
const TAPS_SCRIPT = `'sha256-${createHash("sha256").update(tapsBeforeHydrationScript).digest("base64")}'`;

const RAZORPAY_PAGE = new RegExp(
  `^/api/payments/razorpay/${ORDER_ID_PATTERN.source.slice(1, -1)}$`,
);

/** Razorpay's origins when it is the payment adapter; the simulator's when it stands in. */
function razorpayOrigins(env: Env): string[] {
  if (!env.RAZORPAY_KEY_ID) return [];
  return env.RAZORPAY_API_URL.replace(/\/+$/, "") === RAZORPAY_API_URL
    ? RAZORPAY_HOSTS
    : [new URL(env.RAZORPAY_API_URL).origin];
}

export function securityHeaders(env: Env): MiddlewareHandler {
  const everywhere = headers(env, []);
  const assets = assetHeaders(env, everywhere);
  const razorpay = razorpayOrigins(env);
  const paymentPage = razorpay.length > 0 ? headers(env, razorpay) : everywhere;
  // A build has a handful of distinct sets (one per kind of page): each set's headers made once.
  const styledPages = new Map<string, MiddlewareHandler>();
  const styledPage = (hashes: readonly string[]) => {
    const key = hashes.join(" ");
    let made = styledPages.get(key);
    if (!made) {
      made = headers(env, [], hashes);
      styledPages.set(key, made);
    }
    return made;
  };
  const jsonAnswer = jsonAnswerHeaders(env);
  return async (c, next) => {
    if (HASHED_ASSET.test(c.req.path)) return assets(c, next);
    if (RAZORPAY_PAGE.test(c.req.path)) return paymentPage(c, next);
    await next();
    if (JSON_TYPE.test(c.res.headers.get("Content-Type") ?? "")) return jsonAnswer(c.res.headers);
    const styles = c.get("inlineStyleHashes");
    await (styles ? styledPage(styles) : everywhere)(c, async () => {});
  };
}

/** The build's hashed files (static-pwa.ts serves them from /assets, cached for a year). */
const HASHED_ASSET = /^\/assets\/[^/]+\.(?:js|css|woff2)$/;
/** What a script, a stylesheet or a font is served as; anything else gets every header. */
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/woff2)\b/;

/** JSON and the types built on it: FHIR's `application/fhir+json`, problem details. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/;
/** Production is served over https only: browsers are told to keep it so for two years. */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * What an answer of JSON (the API's answers, its errors included, FHIR's, the web manifest)
 * needs: a JSON answer opened on its own is a document of text, so it may load nothing at all
 * and be framed by no one
 * (`default-src 'none'; frame-ancestors 'none'`, stricter than a page's CSP), is never sniffed
 * as anything else, is read by no other site's page (same-origin resource policy) and sends no
 * Referer. The page-only headers (the opener policy, origin keying, and the legacy DNS-prefetch,
 * download, cross-domain-policy and XSS-filter ones) do nothing on it and cost about 500 bytes on
 * every API answer a phone receives, and the server's CPU to set and write them on each.
 */
function jsonAnswerHeaders(env: Env) {
  const set: [string, string][] = [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "no-referrer"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
  if (env.NODE_ENV === "production") {
    set.push(["Strict-Transport-Security", HSTS]);
  }
  return (headers: Headers) => {
    for (const [name, value] of set) headers.set(name, value);
  };
}

/**
 * A script, stylesheet or font is never a document, so the headers that only a document reads
 * (the CSP, framing, opener, referrer and the legacy ones) do nothing on it, and cost about 600
 * bytes on each of the twenty-odd files a first visit fetches over mobile data. It keeps what a
 * subresource does read: no type sniffing, same-origin loads only, and HSTS. The CSP a script
 * runs under is its page's; only a worker takes its own from its script's answer, and no worker
 * is built into /assets (the service worker is /sw.js, which gets every header). Any other
 * answer on these paths (a 404, a file of another type) gets every header.
 */
function assetHeaders(env: Env, everywhere: MiddlewareHandler): MiddlewareHandler {
  const hsts = env.NODE_ENV === "production" ? HSTS : null;
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("Content-Type") ?? "";
    if ((c.res.status !== 200 && c.res.status !== 304) || !SUBRESOURCE_TYPE.test(type)) {
      return everywhere(c, async () => {});
    }
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("Cross-Origin-Resource-Policy", "same-origin");
    if (hsts) c.res.headers.set("Strict-Transport-Security", hsts);
  };
}

function headers(env: Env, payment: string[], inlineStyles: readonly string[] = []) {
  const recaptcha = env.CAPTCHA_PROVIDER === "recaptcha" ? RECAPTCHA_HOSTS : [];
  const frames = [...recaptcha, ...payment];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...recaptcha, ...payment, TAPS_SCRIPT],
      styleSrc: ["'self'", ...inlineStyles.map((hash) => `'sha256-${hash}'`)],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...payment],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: frames.length > 0 ? frames : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "no-referrer",
    xFrameOptions: "DENY",
    strictTransportSecurity: env.NODE_ENV === "production" ? HSTS : false,
  });
}
