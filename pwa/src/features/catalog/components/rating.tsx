import { Trans } from "@lingui/react/macro";

/**
 * A star rating out of 5, read out as "Rated 4.1 out of 5". The fill's width is set through the
 * DOM, not a `style` attribute: prerendered HTML (docs/decisions/006-prerendered-pages.md) must not
 * carry inline styles, which the CSP (style-src 'self') refuses.
 */
export function Rating({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const fill = (element: HTMLSpanElement | null) => {
    if (element) element.style.width = `${percent}%`;
  };
  const rating = value.toFixed(1);
  return (
    <p className="rating">
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-stars-fill" ref={fill}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="rating-value">
        <Trans>
          <span className="visually-hidden">Rated </span>
          {rating}
          <span className="visually-hidden"> out of 5</span>
        </Trans>
      </span>
    </p>
  );
}
