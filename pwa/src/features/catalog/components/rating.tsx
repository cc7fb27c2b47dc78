/** A star rating out of 5, read out as "Rated 4.1 out of 5". */
export function Rating({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <p className="rating">
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-stars-fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="rating-value">
        <span className="visually-hidden">Rated </span>
        {value.toFixed(1)}
        <span className="visually-hidden"> out of 5</span>
      </span>
    </p>
  );
}
