import { useLiveQuery } from "dexie-react-hooks";
import type { SessionRecord } from "@/db/records.ts";
import { readSession } from "@/db/session.ts";

/** The session, live; undefined while it is being read (render neither Login nor a name then). */
export function useSession(): SessionRecord | undefined {
  return useLiveQuery(readSession);
}
