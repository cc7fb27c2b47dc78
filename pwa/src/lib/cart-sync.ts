/**
 * Keeps the server cart (`POST /api/cart/create`, the cart stored with the user) in step with this
 * device's cart while someone is logged in. Guarantees:
 *
 * - Right after a login (the session row has no `cartSyncedLines` yet) the server cart's lines
 *   join the device cart (db/cart-merge.ts: the device's own lines, even ones added offline, stay
 *   as they are), then the merged cart is sent.
 * - Afterwards every change is sent while online (debounced), and a change made offline, or
 *   before the app was closed, is sent when the connection returns or the app starts again: the
 *   session row remembers which lines the server has.
 * - A refused session (401: it expired, or predates the customer session) stops syncing quietly;
 *   checkout asks the person to log in again. Network failures wait for the next change or the
 *   `online` event.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { ServerCartLines } from "@/db/cart-merge.ts";
import type { CartRecord } from "@/db/records.ts";
import { ApiError, type CallBody, call } from "./api-client.ts";
import { useCart } from "./use-cart.ts";
import { useSession } from "./use-session.ts";

type CartBody = CallBody<"POST /api/cart/create">;

export const cartSyncDelayMs = 400;

/** The server cart's body (docs/product.md#api-calls: tests, healthPackages, vyomId). */
export function serverCartBody(
  cart: Pick<CartRecord, "tests" | "healthPackages">,
  vyomId: string,
): CartBody {
  return {
    tests: cart.tests.map(({ testName, testPrice, corpId }) => ({ testName, testPrice, corpId })),
    healthPackages: cart.healthPackages.map(
      ({ healthPackageName, healthPackagePrice, corpId }) => ({
        healthPackageName,
        healthPackagePrice,
        corpId,
      }),
    ),
    vyomId,
  };
}

interface MeAnswer {
  user?: { cart?: Partial<ServerCartLines> | null };
}

/** The server cart's lines of the logged-in customer (empty when it has none). */
async function fetchServerLines(signal: AbortSignal): Promise<ServerCartLines> {
  const answer: MeAnswer = await call("GET /api/users/me", { signal });
  const cart = answer.user?.cart;
  return {
    tests: Array.isArray(cart?.tests) ? cart.tests : [],
    healthPackages: Array.isArray(cart?.healthPackages) ? cart.healthPackages : [],
  };
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Mounted once, by the app shell. */
export function useServerCartSync(): void {
  const session = useSession();
  const cart = useCart();
  const online = useOnline();
  /** vyomIds whose session the server refused: not tried again until the next login. */
  const refused = useRef(new Set<string>());

  const vyomId = session?.isUserLoggedIn ? session.user?.vyomId : undefined;
  const synced = session?.cartSyncedLines;
  const body = cart && vyomId ? serverCartBody(cart, vyomId) : undefined;
  const lines = body ? JSON.stringify(body) : undefined;

  useEffect(() => {
    if (!vyomId || !lines || !online || lines === synced) return;
    if (refused.current.has(vyomId)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        // Storage code is loaded on demand: it stays out of the first load (lib/stored-live.ts).
        const [{ mergeServerCart }, { markCartSynced }] = await Promise.all([
          import("@/db/cart-merge.ts"),
          import("@/db/session.ts"),
        ]);
        if (synced === undefined) {
          await mergeServerCart(await fetchServerLines(controller.signal));
          // Merged, not sent yet: this effect runs again and sends the merged cart.
          await markCartSynced(vyomId, "");
          return;
        }
        await call("POST /api/cart/create", {
          body: JSON.parse(lines) as CartBody,
          signal: controller.signal,
        });
        await markCartSynced(vyomId, lines);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          refused.current.add(vyomId);
        }
        // Anything else (offline, a timeout, a 5xx): tried again on the next change or `online`.
      }
    }, cartSyncDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [vyomId, lines, synced, online]);
}

/** The sync as a component, so the chrome can load it (and the API client) after the page. */
export function ServerCartSync() {
  useServerCartSync();
  return null;
}
