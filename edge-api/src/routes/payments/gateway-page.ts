/**
 * The payment pages' frame: plain HTML under the API's CSP (no inline script or style; the look
 * is one stylesheet from the same origin, served by payments.routes.ts whichever gateway runs).
 * Refusals (owner-order.ts) are drawn in it, and so is the built-in test gateway's page
 * (edge-api/dev/payments-sim/, development only).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The stylesheet, by its path under /api/payments (payments.routes.ts). */
export const GATEWAY_STYLESHEET = "/gateway.css";
export const GATEWAY_STYLESHEET_PATH = `/api/payments${GATEWAY_STYLESHEET}`;

/**
 * A page as an answer typed with its status, as Hono types `c.json`'s (its `c.html` answers a
 * plain Response), so the route's answers stay checked against its entry.
 */
export const htmlAnswer = <Status extends ContentfulStatusCode>(
  c: Context,
  html: string,
  status: Status,
) => c.body(html, status, { "Content-Type": "text/html; charset=UTF-8" });

/**
 * A payment page: `title` is text; `body`, `head` (after the stylesheet) and `mainAttributes` are
 * markup the caller has escaped. The Razorpay page (razorpay-page.ts) brings its own copy of the
 * stylesheet and its scripts.
 */
export function gatewayPageFrame(
  title: string,
  body: string,
  {
    stylesheet = GATEWAY_STYLESHEET_PATH,
    head = "",
    mainAttributes = "",
  }: { stylesheet?: string; head?: string; mainAttributes?: string } = {},
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png">
<link rel="stylesheet" href="${stylesheet}">${head}
</head>
<body>
<main class="gateway"${mainAttributes}>
${body}
</main>
</body>
</html>`;
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : "";
  return gatewayPageFrame(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`,
  );
}

export const gatewayStylesheet = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f4f8f9; color: #142c33; }
.gateway { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff;
  border: 1px solid #d0dfe1; border-radius: 16px; }
.gateway-tag { display: inline-block; margin: 0; padding: 0.25rem 0.5rem; border-radius: 6px;
  background: #fff4e5; color: #7a3a00; font-size: 0.8125rem; font-weight: 600; }
h1 { font-size: 1.75rem; margin: 1rem 0 0.5rem; }
.gateway-choices { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
.gateway-choices form { margin: 0; }
button { width: 100%; min-height: 44px; border-radius: 10px; font: inherit; font-weight: 600;
  cursor: pointer; }
.gateway-pay { border: 2px solid #0a5763; background: #0a5763; color: #fff; }
.gateway-fail { border: 2px solid #b42318; background: #fff; color: #b42318; }
button:focus-visible, a:focus-visible { outline: 3px solid #0b2a33; outline-offset: 2px; }
a { color: #0a5763; }
`;
