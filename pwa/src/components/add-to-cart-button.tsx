import "./commerce.css";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type HealthPackage,
  type Location,
  locationNames,
  priceOf,
  type TestEntry,
} from "@vyom/catalog";
import { useId, useState } from "react";
import { Link } from "@/components/link.tsx";
import type { CartResult } from "@/db/cart.ts";
import { cartAddOf, notePendingCartAdd, settlePendingCartAdd } from "@/db/pending-cart-adds.ts";
import type { CartRecord } from "@/db/records.ts";
import { useCart } from "@/lib/use-cart.ts";

type Item = TestEntry | HealthPackage;

const isPackage = (item: Item): item is HealthPackage => item.type === "healthPackage";

/** Why an add was refused, in words (the cart refuses what the selected city does not offer). */
function refusal(result: CartResult): MessageDescriptor | null {
  if (result.ok || result.reason !== "not-offered") return null;
  const city = locationNames[result.location];
  return msg`Not available in ${city}`;
}

interface AddToCartProps {
  item: Item;
  location: Location;
  className?: string;
}

/**
 * Add to cart, or Added (a link to the cart) once the test or package is in it. An item the
 * selected location does not offer gets a disabled button that says why.
 */
export function AddToCartButton(props: AddToCartProps) {
  return <AddToCartControl {...props} cart={useCart()} />;
}

/**
 * The same control for a list that reads the cart once for all its rows (the header search):
 * one live read instead of one per row, each started on every key.
 */
export function AddToCartControl({
  item,
  location,
  cart,
  className = "button button-primary",
}: AddToCartProps & { cart: CartRecord | undefined }) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<MessageDescriptor | null>(null);
  const reasonId = useId();
  const { t, i18n } = useLingui();
  const name = isPackage(item) ? item.packageName : item.testName;
  const inCart = isPackage(item)
    ? cart?.healthPackages.some((line) => line.corpId === item.corpId)
    : cart?.tests.some((line) => line.corpId === item.corpId);

  if (inCart) {
    return (
      <Link to="/cart" className={`${className} add-to-cart-added`}>
        <span aria-hidden="true">✓</span> {t`Added`} <span className="visually-hidden">{name}</span>
        <span aria-hidden="true">·</span> {t`Go to cart`}
      </Link>
    );
  }

  const offered = priceOf(item, location).offered;
  const city = locationNames[location];
  const reason = offered ? (refused ? i18n._(refused) : null) : t`Not available in ${city}`;
  const add = async () => {
    setBusy(true);
    // Journaled first, synchronously: leaving the page before the add is stored does not lose it
    // (db/pending-cart-adds.ts).
    const pending = notePendingCartAdd(item);
    let stored = false;
    // The cart's storage code (Dexie, ~30 KB gz) is imported on the tap, not with the page: the
    // test and package pages then paint and hydrate without it. By the time someone taps, the
    // live storage (lib/stored-live.ts) has usually loaded the same chunk already.
    try {
      const { addPackageToCart, addTestToCart } = await import("@/db/cart.ts");
      const result = await (isPackage(item) ? addPackageToCart(item) : addTestToCart(item));
      stored = result.ok || result.reason === "already-in-cart";
      setRefused(refusal(result));
    } catch {
      // The chunk did not arrive (offline before the worker cached it): say so, allow a retry.
      setRefused(msg`Could not add to cart. Please try again.`);
    } finally {
      settlePendingCartAdd(pending, stored);
      setBusy(false);
    }
  };

  return (
    <span className="add-to-cart">
      <button
        type="button"
        className={className}
        disabled={!offered || busy}
        // What the prerendered page's inline script journals for a tap before hydration.
        data-cart-add={cartAddOf(item)}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => void add()}
      >
        {t`Add to cart`} <span className="visually-hidden">{name}</span>
      </button>
      {reason ? (
        <span id={reasonId} className="add-to-cart-reason">
          {reason}
        </span>
      ) : null}
    </span>
  );
}
