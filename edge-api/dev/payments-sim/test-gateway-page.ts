/**
 * The test gateway's payment page, in the payment pages' frame
 * (src/routes/payments/gateway-page.ts): no inline script or style, each choice a form posting the token the gateway signed for it.
 */
import { brand, formatRupees } from "@vyom/catalog";
import { escapeHtml, gatewayPageFrame } from "../../src/routes/payments/gateway-page.ts";

export function testPaymentPage(input: {
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
  return gatewayPageFrame(
    "Test payment gateway",
    `<p class="gateway-tag">Test payment gateway · no money moves</p>
<h1>Pay ${escapeHtml(formatRupees(input.amount))}</h1>
<p>To ${escapeHtml(brand.name)} for order <strong>${escapeHtml(input.orderId)}</strong>.</p>
<p>Choose how this test payment ends.</p>
<div class="gateway-choices">
${choice(input.tokens.success, "Pay successfully", "gateway-pay")}
${choice(input.tokens.failure, "Fail payment", "gateway-fail")}
</div>`,
  );
}
