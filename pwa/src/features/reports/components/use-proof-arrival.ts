import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { type ProofPageState, proofPageState } from "../data/proof-pages.ts";

/**
 * A proof page's arrival: what the report page left in this history entry (a message, or that
 * the list was open), read once when the page mounts.
 */
export function useProofArrival(): ProofPageState {
  const location = useLocation();
  const [arrival] = useState(() => proofPageState(location.state));
  return arrival;
}

/**
 * Keeps in this history entry only whether the list is open: the arrival's message is shown once
 * (a reload does not repeat it), and Back from a report page returns to the list, not to a new
 * OTP, while the proof lasts (the list asks the server; an ended proof goes back to the form as
 * usual). Only a flag is kept in the history, never anything of a report. `null` while the page
 * has not yet acted on its entry (hydrating): the entry is left as it is.
 */
export function useListInHistory(listShown: boolean | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (listShown === null) return;
    const now = proofPageState(location.state);
    if (now.reportsMessage === undefined && (now.reportsOpen === true) === listShown) return;
    const { pathname, search, hash } = location;
    navigate(
      { pathname, search, hash },
      { replace: true, state: listShown ? { reportsOpen: true } : null },
    );
  }, [listShown, location, navigate]);
}
