/**
 * Confirming an order paid at collection (docs/product.md#checkout-and-payment): placing it holds
 * its window's place for WINDOW_HOLD_MINUTES (collection-windows.ts), and it is booked, texted and
 * shown to the desk only once the customer confirms. Zod-free: the checkout says these words too.
 */

export const orderConfirmMessages = {
  /** The hold ran out and the window filled meanwhile: nothing was booked. */
  noLongerFree: "That time is no longer free. Please choose another time.",
  /** An order paid online is booked by its payment, not confirmed here. */
  paidOnline: "This order is paid online: its payment books it, there is nothing to confirm.",
} as const;
