import { loggedOutSession, type SessionRecord } from "@/db/records.ts";
import { useStoredLive } from "./stored-live.ts";

const readSession = (storage: typeof import("@/db/live.ts")) => storage.readSession();

const nobodyLoggedIn = () => loggedOutSession;

/** The session, live; undefined while it is being read (render neither Login nor a name then). */
export function useSession(): SessionRecord | undefined {
  return useStoredLive(readSession, undefined, nobodyLoggedIn);
}
