import { useLingui } from "@lingui/react/macro";
import { CatalogueName } from "@/components/catalogue-name.tsx";
import { Link } from "@/components/link.tsx";
import { formatPrice } from "@/lib/format.ts";

export interface ShownLine {
  name: string;
  /** Its name's id in the reader's language (catalog/src/data/translations/catalogue-ids.ts). */
  nameId: string;
  price: number;
  pageLink: string;
  available: boolean;
  /** The name of a package in the cart that already holds this test: it is paid twice. */
  includedIn?: string;
}

interface CartLineListProps {
  title: string;
  id: string;
  lines: readonly ShownLine[];
  cityName: string;
  busy: boolean;
  onRemove: (name: string) => void;
  removeAllLabel: string;
  onRemoveAll: () => void;
}

/** One group of the cart (tests or packages): each line with its price and a Remove. */
export function CartLineList({
  title,
  id,
  lines,
  cityName,
  busy,
  onRemove,
  removeAllLabel,
  onRemoveAll,
}: CartLineListProps) {
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <div className="checkout-section-head">
        <h2 id={id}>
          {title} ({lines.length})
        </h2>
        <button type="button" className="link-action" disabled={busy} onClick={onRemoveAll}>
          {removeAllLabel}
        </button>
      </div>
      <ul className="cart-lines">
        {lines.map((line) => (
          <li
            key={line.name}
            className={line.available ? "cart-line" : "cart-line cart-line-unavailable"}
          >
            <span>
              <Link className="cart-line-name" to={line.pageLink}>
                <CatalogueName id={line.nameId} english={line.name} />
              </Link>
              {line.available ? null : (
                <span className="cart-flag">
                  {t`Not available in ${cityName}: not counted in the total`}
                </span>
              )}
              {line.includedIn ? (
                <span className="cart-flag cart-flag-included" role="note">
                  {t`Already in ${line.includedIn}. Remove it?`}{" "}
                  <button
                    type="button"
                    className="link-action"
                    disabled={busy}
                    onClick={() => onRemove(line.name)}
                  >
                    {t`Yes, remove`} <span className="visually-hidden">{line.name}</span>
                  </button>
                </span>
              ) : null}
            </span>
            <span className="cart-line-end">
              <span className="cart-line-price">
                {line.available ? null : <span className="visually-hidden">{t`Was`} </span>}
                {formatPrice(line.price)}
              </span>
              <button
                type="button"
                className="link-action"
                disabled={busy}
                onClick={() => onRemove(line.name)}
              >
                {t`Remove`} <span className="visually-hidden">{line.name}</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
