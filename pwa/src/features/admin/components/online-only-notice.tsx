/**
 * docs/product.md#admin: the admin area is online only; say so instead of showing a broken screen.
 */
export function OnlineOnlyNotice() {
  return (
    <p className="admin-notice" role="status">
      You are offline. The admin area needs an internet connection: none of it is stored on this
      device.
    </p>
  );
}
