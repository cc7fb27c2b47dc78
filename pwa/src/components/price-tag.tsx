import "./commerce.css";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatPrice } from "@/lib/format.ts";

/**
 * A price in rupees (Indian grouping), with the struck-through original when there is one. The
 * strike is also said in words, since assistive technology does not announce `<s>`.
 */
export function PriceTag({
  price,
  originalPrice,
  className = "price",
}: {
  price: number;
  originalPrice?: number;
  className?: string;
}) {
  const { t } = useLingui();
  const current = formatPrice(price);
  const saving = originalPrice ? Math.round((1 - price / originalPrice) * 100) : 0;
  return (
    <p className={className}>
      <span className="price-current">
        <Trans>
          <span className="visually-hidden">Price </span>
          {current}
        </Trans>
      </span>
      {originalPrice !== undefined && originalPrice > price ? (
        <>
          {" "}
          <s className="price-original">
            <span className="visually-hidden">{t`, was`} </span>
            {formatPrice(originalPrice)}
          </s>{" "}
          <span className="price-saving">{t`${saving}% off`}</span>
        </>
      ) : null}
    </p>
  );
}
