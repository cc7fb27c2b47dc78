/**
 * What the shell's live hooks (lib/stored-live.ts) load once the page has loaded: Dexie's
 * liveQuery and the reads they watch. Its own chunk, so Dexie is not part of the first load.
 */
export { liveQuery } from "dexie";
export { applyPendingCartAdds } from "./cart.ts";
export { readCart } from "./cart-query.ts";
export { readLocation } from "./location.ts";
export { readSession } from "./session.ts";
