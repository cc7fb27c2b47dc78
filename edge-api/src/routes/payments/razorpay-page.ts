/**
 * The Razorpay payment page: plain HTML whose one script (served from the API's own origin, no
 * inline script) opens Razorpay Checkout (or the simulator's stand-in) for the order's Razorpay
 * order, then posts Checkout's signed answer to the verify route and follows its redirect.
 * security-headers.ts opens the CSP for Razorpay's origins on this page only.
 */
import { brand, formatRupees } from "@vyom/catalog";
import { escapeHtml, gatewayPageFrame } from "./gateway-page.ts";

/** The page's files, by their paths under /api/payments/razorpay (razorpay.routes.ts). */
export const RAZORPAY_PAGE_SCRIPT = "/payment-page.js";
/** The payment pages' look (gateway-page.ts), served beside this page's script. */
export const RAZORPAY_PAGE_STYLESHEET = "/payment-page.css";
export const RAZORPAY_PAGE_SCRIPT_PATH = `/api/payments/razorpay${RAZORPAY_PAGE_SCRIPT}`;
export const RAZORPAY_PAGE_STYLESHEET_PATH = `/api/payments/razorpay${RAZORPAY_PAGE_STYLESHEET}`;

export function razorpayPage(input: {
  orderId: string;
  amount: number;
  keyId: string;
  razorpayOrderId: string;
  checkoutScriptUrl: string;
  failedUrl: string;
  customer: { name: string; mobileNumber: string };
}): string {
  const data = {
    "order-id": input.orderId,
    key: input.keyId,
    "razorpay-order-id": input.razorpayOrderId,
    amount: String(input.amount * 100),
    name: brand.name,
    "failed-url": input.failedUrl,
    "customer-name": input.customer.name,
    "customer-contact": input.customer.mobileNumber,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
    .join(" ");
  return gatewayPageFrame(
    `Pay for order ${input.orderId}`,
    `<h1>Pay ${escapeHtml(formatRupees(input.amount))}</h1>
<p>To ${escapeHtml(brand.name)} for order <strong>${escapeHtml(input.orderId)}</strong>.</p>
<p id="razorpay-status" role="status">Opening Razorpay…</p>
<div class="gateway-choices">
<button type="button" class="gateway-pay" id="razorpay-open">Pay with Razorpay</button>
<p><a href="${escapeHtml(input.failedUrl)}">Back to checkout</a></p>
</div>`,
    {
      stylesheet: RAZORPAY_PAGE_STYLESHEET_PATH,
      head: `
<script src="${escapeHtml(input.checkoutScriptUrl)}" defer></script>
<script src="${RAZORPAY_PAGE_SCRIPT_PATH}" defer></script>`,
      mainAttributes: ` id="razorpay-checkout" ${attributes}`,
    },
  );
}

/** Runs in the browser: opens Checkout, or finishes a return from the simulator's page. */
export const razorpayPageScript = `"use strict";
(function () {
  var main = document.getElementById("razorpay-checkout");
  var status = document.getElementById("razorpay-status");
  var d = main.dataset;
  function show(text) { status.textContent = text; }
  function verify(answer) {
    show("Confirming your payment…");
    fetch("/api/payments/razorpay/verify", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        orderId: d.orderId,
        razorpay_order_id: answer.razorpay_order_id,
        razorpay_payment_id: answer.razorpay_payment_id,
        razorpay_signature: answer.razorpay_signature
      })
    }).then(function (res) {
      return res.json().then(function (body) {
        if (res.ok && body.redirectUrl) window.location.replace(body.redirectUrl);
        else if (res.status === 202) show("Your payment is being confirmed. Check your order in a minute.");
        else show("This payment could not be confirmed. If money left your account, it is refunded.");
      });
    }).catch(function () { show("No connection. Your payment is confirmed as soon as Razorpay tells us."); });
  }
  var returned = new URLSearchParams(window.location.hash.slice(1));
  if (returned.get("razorpay_signature")) {
    history.replaceState(null, "", window.location.pathname);
    verify({
      razorpay_order_id: returned.get("razorpay_order_id"),
      razorpay_payment_id: returned.get("razorpay_payment_id"),
      razorpay_signature: returned.get("razorpay_signature")
    });
    return;
  }
  if (returned.get("error")) { window.location.replace(d.failedUrl); return; }
  function open() {
    if (typeof window.Razorpay !== "function") { show("Razorpay could not be loaded. Try again."); return; }
    new window.Razorpay({
      key: d.key,
      order_id: d.razorpayOrderId,
      amount: d.amount,
      currency: "INR",
      name: d.name,
      prefill: { name: d.customerName, contact: d.customerContact },
      handler: verify,
      modal: { ondismiss: function () { show("Payment not finished."); } }
    }).open();
  }
  document.getElementById("razorpay-open").addEventListener("click", open);
  open();
})();
`;
