/** The admin routes (docs/product.md#routes), as pwa/src/app/routes.tsx mounts them. */
export const adminLoginPath = "/admin-login";
export const transactionsHistoryPath = "/transactions-history";
/** A technician's own page (docs/product.md#technicians-page): where their sign-in leads. */
export const technicianPath = "/technician";
