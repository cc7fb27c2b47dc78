import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand, type FoundItem, type Location, locationNames, priceOf } from "@vyom/catalog";
import { memo } from "react";
import { AddToCartControl } from "@/components/add-to-cart-button.tsx";
import { shownWithEnglish } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import type { CartRecord } from "@/db/records.ts";
import { formatPrice } from "@/lib/format.ts";

const kindNames: Record<FoundItem["kind"], MessageDescriptor> = {
  test: msg`Test`,
  package: msg`Health package`,
  scan: msg`Scan`,
};

/** The price in the selected city, or why there is none (docs/product.md#locations-and-prices). */
function priceText(found: FoundItem, location: Location): MessageDescriptor | string {
  const price = priceOf(found.item, location);
  if (price.offered) return formatPrice(price.price);
  const city = locationNames[location];
  return found.kind === "scan" ? msg`Call for price` : msg`Not available in ${city}`;
}

/** The id of a cell, for the search box's aria-activedescendant. */
export const searchCellId = (popupId: string, row: number, column: number) =>
  `${popupId}-cell-${row}-${column}`;

/**
 * One row of the search's grid: the name (a link to its page), kind and price, then the way to
 * take it: Add to cart for a test or package (the same control as their pages), a call for a
 * scan, which is booked at a centre (docs/product.md#catalogue-pages). A row re-renders only
 * when its item, place, highlight or the cart change: the grid is redrawn on every key.
 */
export const SearchResultRow = memo(function SearchResultRow({
  found,
  shownName,
  location,
  cart,
  popupId,
  row,
  activeColumn,
}: {
  found: FoundItem;
  /** Its name in the reader's language (its English name in English). */
  shownName: string;
  location: Location;
  cart: CartRecord | undefined;
  popupId: string;
  row: number;
  activeColumn: number | null;
}) {
  const { i18n } = useLingui();
  const price = priceText(found, location);
  return (
    <tr className="test-search-option">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td in a grid is a gridcell, which may be selected */}
      <td
        id={searchCellId(popupId, row, 0)}
        aria-selected={activeColumn === 0}
        className="test-search-cell"
      >
        <Link to={found.href} className="test-search-name">
          {shownWithEnglish(shownName, found.name)}
        </Link>
        <span className="test-search-meta">
          {i18n._(kindNames[found.kind])} · {typeof price === "string" ? price : i18n._(price)}
        </span>
      </td>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td in a grid is a gridcell, which may be selected */}
      <td
        id={searchCellId(popupId, row, 1)}
        aria-selected={activeColumn === 1}
        className="test-search-cell test-search-action"
      >
        {found.kind === "scan" ? (
          <a className="button button-secondary button-small" href={brand.phone.tel}>
            <Trans>
              Call to book <span className="visually-hidden">{found.name}</span>
            </Trans>
          </a>
        ) : (
          <AddToCartControl
            item={found.item}
            location={location}
            cart={cart}
            className="button button-secondary button-small"
          />
        )}
      </td>
    </tr>
  );
});
