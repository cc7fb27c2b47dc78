import { useState } from "react";
import { refusalMessage } from "./desk-api.ts";

/**
 * A change made from one of the desk's lists (a technician, a staff account): one at a time
 * (`busy`), the API's refusal said in `problem`, what it did in `done` (when the step says), and
 * the list read again after it.
 */
export function useDeskStep(afterwards: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(step: () => Promise<string | null>): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      setDone(await step());
      afterwards();
      return true;
    } catch (error) {
      setProblem(refusalMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, done, run };
}
