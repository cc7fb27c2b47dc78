import { forgetPendingCartAdds } from "@/db/pending-cart-adds.ts";
import { logout } from "@/db/session.ts";
import { forgetOrderKey } from "@/features/cart/data/order-key.ts";

/**
 * Everything this device keeps of the person who logs out: the stored login, cart and delivered
 * submissions (db/session.ts, one transaction, unsent submissions kept) and the checkout's order
 * key in sessionStorage (it holds the last order's members and address), and any Add to cart not
 * yet stored (db/pending-cart-adds.ts), which would otherwise land in the next person's cart.
 */
export async function clearDevice(): Promise<void> {
  forgetPendingCartAdds();
  await logout();
  forgetOrderKey();
}
