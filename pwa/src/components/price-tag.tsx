import "./commerce.css";
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
  return (
    <p className={className}>
      <span className="price-current">
        <span className="visually-hidden">Price </span>
        {formatPrice(price)}
      </span>
      {originalPrice !== undefined && originalPrice > price ? (
        <>
          {" "}
          <s className="price-original">
            <span className="visually-hidden">, was </span>
            {formatPrice(originalPrice)}
          </s>{" "}
          <span className="price-saving">{Math.round((1 - price / originalPrice) * 100)}% off</span>
        </>
      ) : null}
    </p>
  );
}
