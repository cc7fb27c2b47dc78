/** The page area while its chunk arrives on first load; the chrome is already on screen. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
