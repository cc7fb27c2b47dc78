/**
 * The home-collection windows of a pincode on a day, with the places left
 * (`GET /api/collection-windows`, docs/product.md#collection-windows). Places change by the
 * minute: asked fresh each time, never cached or kept offline.
 */
import * as z from "zod/mini";
import { ApiError, apiGet } from "@/lib/api-client.ts";
import type * as api from "@/lib/api-contract.ts";

const Window = z.object({
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  placesLeft: z.number(),
  suitsFasting: z.boolean(),
});

const WindowsAnswer = z.union([
  z.object({ served: z.literal(false), message: z.string() }),
  z.object({
    served: z.literal(true),
    area: z.object({ id: z.string(), name: z.string() }),
    windows: z.array(Window),
  }),
]);

export type WindowsAnswer = api.Accepts<z.infer<typeof WindowsAnswer>, api.CollectionWindowsAnswer>;
export type CollectionWindow = z.infer<typeof Window>;

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
  const params = new URLSearchParams({ pincode: query.pincode, date: query.date });
  try {
    return await apiGet(`/api/collection-windows?${params}`, {
      signal,
      parse: WindowsAnswer.parse,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.kind === "network" || error.kind === "timeout"))
      return { kind: "offline" };
    return { kind: "failed" };
  }
}
