import { useLiveQuery } from "dexie-react-hooks";
import { outbox } from "@/db/outbox.ts";
import type { OutboxRecord } from "@/db/records.ts";

/** "loading" until IndexedDB answered; "missing" when no such row (never saved, or pruned). */
export type SubmissionRow = OutboxRecord | "loading" | "missing";

/**
 * One saved submission, live across tabs and the service worker (its state as it is sent);
 * `null`: which one is not known yet (stays "loading").
 */
export function useSubmissionRow(id: number | undefined | null): SubmissionRow {
  return useLiveQuery(
    async () =>
      id === null
        ? "loading"
        : id === undefined
          ? "missing"
          : ((await outbox.get(id)) ?? "missing"),
    [id],
    "loading",
  );
}
