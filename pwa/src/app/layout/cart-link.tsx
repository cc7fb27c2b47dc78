import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CartIcon } from "@/components/icons.tsx";
import { Link } from "@/components/link.tsx";
import { useCartCount } from "@/lib/use-cart.ts";

/** The cart icon with the count of tests plus packages (docs/product.md#cart-actions). */
export function CartLink() {
  const count = useCartCount();
  const { t } = useLingui();
  return (
    <Link
      to="/cart"
      className="icon-button header-cart"
      aria-label={t`Cart, ${plural(count, { one: "# item", other: "# items" })}`}
    >
      <CartIcon />
      {count > 0 ? (
        <span className="cart-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
