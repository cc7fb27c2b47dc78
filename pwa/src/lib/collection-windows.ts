/**
 * The home-collection windows of a pincode on a day, with the places left
 * (`GET /api/collection-windows`, docs/product.md#collection-windows). Places change by the
 * minute: asked fresh each time, never cached or kept offline.
 */
import { CollectionWindowsAnswer } from "@vyom/catalog/contract/schemas";
import { ApiError, call } from "@/lib/api-client.ts";

export type WindowsAnswer = CollectionWindowsAnswer;
export type CollectionWindow = Extract<WindowsAnswer, { served: true }>["windows"][number];

export type WindowsState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "offline" }
  | { kind: "failed" }
  | WindowsAnswer;

export async function fetchWindows(
  query: { pincode: string; date: string },
  signal?: AbortSignal,
): Promise<WindowsState> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return { kind: "offline" };
  try {
    return await call("GET /api/collection-windows", {
      query: { pincode: query.pincode, date: query.date },
      signal,
      parse: CollectionWindowsAnswer.parse,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.kind === "network" || error.kind === "timeout"))
      return { kind: "offline" };
    return { kind: "failed" };
  }
}
