/**
 * The API's route table: every route under /api described once, keyed `METHOD /api/path`
 * (`:param` for a path parameter), one file per group beside this one. The API mounts each
 * route with `route(ApiRoutes[key])` (edge-api/src/openapi/route.ts), a test holds the table to
 * the routes the app registers (edge-api/src/openapi/route-table.test.ts), and the app's
 * `call(key, ...)` (pwa/src/lib/api-client.ts) takes its types from here with `import type`:
 * the first load carries none of these schemas.
 */
import { adminEntries, deskEntries, labEntries, technicianEntries } from "./admin.routes.ts";
import { authEntries } from "./auth.routes.ts";
import { bookingsEntries } from "./bookings.routes.ts";
import { captchaEntries } from "./captcha.routes.ts";
import { cartEntries } from "./cart.routes.ts";
import { devEntries } from "./dev.routes.ts";
import { lisEntries } from "./lis.routes.ts";
import { lookupEntries } from "./lookups.routes.ts";
import { ordersEntries } from "./orders.routes.ts";
import { paymentsEntries } from "./payments.routes.ts";
import { reportsEntries, sharedReportsEntries } from "./reports.routes.ts";
import type { AnswerOf, RequestOf, RouteTable } from "./route-entry.ts";
import { smsEntries } from "./sms.routes.ts";
import { submissionsEntries } from "./submissions.routes.ts";
import { transactionsEntries } from "./transactions.routes.ts";
import { usersEntries } from "./users.routes.ts";

export * from "./route-entry.ts";

export const ApiRoutes = {
  ...adminEntries,
  ...authEntries,
  ...bookingsEntries,
  ...captchaEntries,
  ...deskEntries,
  ...devEntries,
  ...labEntries,
  ...cartEntries,
  ...lisEntries,
  ...lookupEntries,
  ...ordersEntries,
  ...paymentsEntries,
  ...reportsEntries,
  ...sharedReportsEntries,
  ...smsEntries,
  ...submissionsEntries,
  ...technicianEntries,
  ...transactionsEntries,
  ...usersEntries,
} as const satisfies RouteTable;

export type ApiRoutes = typeof ApiRoutes;
export type ApiRouteKey = keyof ApiRoutes;
/** What a call of `key` sends: its path parameters, query and body. */
export type ApiRequest<K extends ApiRouteKey> = RequestOf<ApiRoutes[K]>;
/** What a call of `key` answers when it succeeds. */
export type ApiAnswer<K extends ApiRouteKey> = AnswerOf<ApiRoutes[K]>;
