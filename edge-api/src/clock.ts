/**
 * The type of the app's one source of "now" (deps.ts `AppDeps.clock`). Its own module so an
 * adapter that needs a clock (edge-api/dev/payments-sim/test-gateway.ts) does not import
 * deps.ts, which builds that adapter: the two would import each other.
 */
export type Clock = () => Date;
