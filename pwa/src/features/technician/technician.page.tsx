import "./technician.css";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { technicianDay } from "@/db/technician-day.ts";
import { ApiError } from "@/lib/api-client.ts";
import { useOnline } from "@/lib/use-online.ts";
import { useOnlineRead } from "@/lib/use-online-read.ts";
import { VisitCard } from "./components/visit-card.tsx";
import { queueTechnicianAction } from "./data/technician-actions.ts";
import { fetchTechnicianDay, signOutStaff } from "./data/technician-api.ts";
import { useActionsNotInKeptDay, useKeptDay, useUnsentActions } from "./data/use-technician-day.ts";

/**
 * /technician (docs/product.md#technicians-page): the signed-in technician's visits of today.
 * Read from the server when online and kept on the phone (db/technician-day.ts), so the list
 * opens and the buttons work offline; each tap is an outbox row sent once when the network is
 * back, after which the day is read again.
 */
export function TechnicianPage() {
  const online = useOnline();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<"no" | "yes" | "failed">("no");
  const toLogin = useCallback(() => {
    void technicianDay.clear().finally(() => navigate("/admin-login", { replace: true }));
  }, [navigate]);
  const read = useOnlineRead(
    async (signal) => {
      const answer = await fetchTechnicianDay(signal);
      await technicianDay.save({ ...answer, now: Date.now() });
      return answer;
    },
    { enabled: online, onUnauthorised: toLogin, label: "the technician's day" },
  );
  const kept = useKeptDay();
  const unsent = useUnsentActions();
  const sentSinceKept = useActionsNotInKeptDay(kept ? kept.syncedAt : undefined);
  useReadAgainWhenSent(unsent.length, read.retry);

  const signOut = async () => {
    setLeaving("yes");
    try {
      await signOutStaff();
    } catch {
      setLeaving("failed");
      return;
    }
    toLogin();
  };

  const forbidden = read.error instanceof ApiError && read.error.status === 403;
  return (
    <main className="technician-page">
      <header>
        <h1>Today's visits</h1>
        <button type="button" onClick={signOut} disabled={leaving === "yes"}>
          Sign out
        </button>
      </header>
      {leaving === "failed" ? (
        <p role="alert">Could not sign out: the server could not be reached.</p>
      ) : null}
      {!online ? (
        <p role="status">Offline: your taps are kept and sent when the network is back.</p>
      ) : null}
      {forbidden ? (
        <p role="alert">This page is for technicians: sign in with a technician's account.</p>
      ) : kept === undefined ? null : kept === null ? (
        <p role="status">{online ? "Loading your visits…" : "No visits kept on this phone."}</p>
      ) : kept.visits.length === 0 ? (
        <p>No visits assigned to you on {kept.day}.</p>
      ) : (
        kept.visits.map((visit) => (
          <VisitCard
            key={visit.id}
            visit={visit}
            unsent={unsent}
            sentSinceKept={sentSinceKept}
            onAction={(payload) => void queueTechnicianAction(payload)}
          />
        ))
      )}
    </main>
  );
}

/** When an action leaves the outbox (delivered), the server's day is read again. */
function useReadAgainWhenSent(unsentCount: number, retry: () => void) {
  const last = useRef(unsentCount);
  useEffect(() => {
    if (unsentCount < last.current) retry();
    last.current = unsentCount;
  }, [unsentCount, retry]);
}
