import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CartIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { useCartCount } from "@/lib/use-cart.ts";

/**
 * The cart icon with the count of tests plus packages (docs/product.md#cart-actions). The badge is
 * always there, empty (and hidden by its CSS) at 0: the prerendered page's inline script writes the
 * count of an add tapped before hydration into it and the link's label
 * (catalog's taps-before-hydration.ts), which hydration keeps until the app's own count follows.
 */
export function CartLink() {
  const count = useCartCount();
  const { t } = useLingui();
  return (
    <Link
      to="/cart"
      className="icon-button header-cart"
      aria-label={t`Cart, ${plural(count, { one: "# item", other: "# items" })}`}
      suppressHydrationWarning
    >
      <CartIcon />
      <span className="cart-badge" aria-hidden="true" suppressHydrationWarning>
        {count > 0 ? String(count) : ""}
      </span>
    </Link>
  );
}
