import type { OnlineRead } from "@/lib/use-online-read.ts";
import { CheckoutError, type CheckoutFailure } from "./checkout-api.ts";

export type ReadState<T> =
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "failed"; failure: CheckoutFailure };

/**
 * A checkout read as the pages show it: once an answer is in it stays (the form is never torn
 * down by a later read); before that, a failure says which (checkout-api.ts's failureMessage).
 */
export function readState<T>({ data, error }: OnlineRead<T>): ReadState<T> {
  if (data !== undefined) return { status: "ready", value: data };
  if (error === null) return { status: "loading" };
  const failure = error instanceof CheckoutError ? error.failure : { kind: "failed" as const };
  return { status: "failed", failure };
}
