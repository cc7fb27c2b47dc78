const count = new Intl.NumberFormat("en-IN");

/** "Showing 51–100 of 10,000 transactions" (or that none match), read out as it changes. */
export function RangeSummary({
  page,
  pageSize,
  total,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <p className="admin-summary" role="status">
      {total === 0
        ? `No ${noun} found`
        : `Showing ${count.format(first)}–${count.format(last)} of ${count.format(total)} ${noun}`}
    </p>
  );
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page controls: one page of rows is in the DOM at a time, however long the list. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const button = (text: string, target: number, disabled: boolean) => (
    <button
      type="button"
      className="button button-secondary"
      disabled={disabled}
      onClick={() => onPage(target)}
    >
      {text}
    </button>
  );
  return (
    <nav className="admin-pager" aria-label={label}>
      {button("First", 1, page <= 1)}
      {button("Previous", page - 1, page <= 1)}
      <span className="admin-pager-position">
        Page {count.format(page)} of {count.format(pageCount)}
      </span>
      {button("Next", page + 1, page >= pageCount)}
      {button("Last", pageCount, page >= pageCount)}
    </nav>
  );
}
