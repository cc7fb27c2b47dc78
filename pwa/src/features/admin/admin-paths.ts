/** The admin routes (docs/product.md#routes), as pwa/src/app/routes.tsx mounts them. */
export const adminLoginPath = "/admin-login";
export const transactionsHistoryPath = "/transactions-history";
