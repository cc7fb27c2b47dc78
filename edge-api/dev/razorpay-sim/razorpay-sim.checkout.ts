/**
 * The simulator's stand-in for Razorpay Checkout: a script defining `window.Razorpay` (the subset
 * the payment page uses: `new Razorpay({ key, order_id }).open()`), and the "Pay" / "Fail" page it
 * opens. Plain HTML, no inline script.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function checkoutScript(origin: string): string {
  return `"use strict";
window.Razorpay = function Razorpay(options) {
  this.open = function () {
    var page = new URL(${JSON.stringify(`${origin}/v1/checkout/page`)});
    page.searchParams.set("key_id", options.key);
    page.searchParams.set("order_id", options.order_id);
    page.searchParams.set("return_to", window.location.href.split("#")[0]);
    window.location.assign(page.toString());
  };
};
`;
}

export function checkoutPage(input: { orderId: string; amount: number; returnTo: string }): string {
  const choice = (
    action: string,
    label: string,
  ) => `<form method="post" action="/v1/checkout/${action}">
<input type="hidden" name="order_id" value="${escapeHtml(input.orderId)}">
<input type="hidden" name="return_to" value="${escapeHtml(input.returnTo)}">
<button type="submit">${label}</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay simulator</title><link rel="icon" href="data:,"></head>
<body>
<main>
<p>Razorpay simulator · no money moves</p>
<h1>Pay ₹${(input.amount / 100).toFixed(2)}</h1>
<p>Order ${escapeHtml(input.orderId)}</p>
${choice("pay", "Pay")}
${choice("fail", "Fail")}
</main>
</body>
</html>`;
}
