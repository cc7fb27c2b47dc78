/** The admin routes (spec section 2), as pwa/src/app/routes.tsx mounts them. */
export const adminLoginPath = "/admin-login";
export const transactionsHistoryPath = "/transactions-history";
