/**
 * The test gateway's pages: plain HTML under the API's CSP (no inline script or style; the
 * buttons are form posts, the look is one stylesheet from the same origin).
 */
import { brand, formatRupees } from "@vyom/catalog";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const GATEWAY_STYLESHEET_PATH = "/api/payments/test-gateway.css";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${GATEWAY_STYLESHEET_PATH}">
</head>
<body>
<main class="gateway">
<p class="gateway-tag">Test payment gateway · no money moves</p>
${body}
</main>
</body>
</html>`;
}

export function paymentPage(input: {
  orderId: string;
  amount: number;
  resultPath: string;
  tokens: { success: string; failure: string };
}): string {
  const choice = (token: string, label: string, className: string) =>
    `<form method="post" action="${escapeHtml(input.resultPath)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="${className}">${label}</button>
</form>`;
  return page(
    "Test payment gateway",
    `<h1>Pay ${escapeHtml(formatRupees(input.amount))}</h1>
<p>To ${escapeHtml(brand.name)} for order <strong>${escapeHtml(input.orderId)}</strong>.</p>
<p>Choose how this test payment ends.</p>
<div class="gateway-choices">
${choice(input.tokens.success, "Pay successfully", "gateway-pay")}
${choice(input.tokens.failure, "Fail payment", "gateway-fail")}
</div>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : "";
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`);
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
