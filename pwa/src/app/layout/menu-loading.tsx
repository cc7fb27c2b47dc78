/** Shown for the moment a menu's code and data take to arrive on first open. */
export function MenuLoading() {
  return (
    <p className="menu-loading" role="status">
      Loading menu…
    </p>
  );
}
