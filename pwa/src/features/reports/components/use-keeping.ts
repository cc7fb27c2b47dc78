import { t } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { isKeeping, setKeeping } from "../data/kept-reports.ts";

/**
 * Whether this phone keeps the reports opened on it (undefined until read), and the switch.
 * Read once when the page opens. A change shows at once (a switch that lags behind the tap reads
 * as broken), held disabled until the store has it, and goes back with a message if it failed.
 */
export function useKeeping() {
  // What the switch shows, and what the store holds (what reading and keeping go by).
  const [keeping, setShown] = useState<boolean | undefined>(undefined);
  const [stored, setStored] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const read = (on: boolean) => {
      if (!live) return;
      setShown(on);
      setStored(on);
    };
    // Storage that cannot be read (a private window's): nothing is kept.
    isKeeping().then(read, () => read(false));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    setShown(on);
    try {
      await setKeeping(on);
      setStored(on);
    } catch (error) {
      console.warn("Could not change keeping reports", error);
      setShown(!on);
      setProblem(
        on
          ? t`This phone could not keep reports (its storage is not available here).`
          : t`The kept reports could not be deleted. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return { keeping, stored, busy, problem, change };
}
