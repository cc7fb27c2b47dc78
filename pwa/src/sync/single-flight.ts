/**
 * At most one run at a time; calls made while one runs share ONE follow-up run (forced if any of
 * them asked for it), so a burst of triggers (online + visible + a new submission) costs two
 * passes at most, and the last trigger is never lost. Each call resolves to the result of the run
 * it started or joined.
 */
export function singleFlight<T>(run: (force: boolean) => Promise<T>) {
  let current: Promise<T> | null = null;
  let next: { force: boolean; promise: Promise<T> } | null = null;

  function start(force: boolean): Promise<T> {
    const running = run(force).finally(() => {
      if (current === running) current = null;
    });
    current = running;
    return running;
  }

  return (force: boolean): Promise<T> => {
    if (!current) return start(force);
    if (next) {
      next.force ||= force;
      return next.promise;
    }
    const queued: { force: boolean; promise: Promise<T> } = { force, promise: current };
    queued.promise = current.then(() => {
      next = null;
      return start(queued.force);
    });
    next = queued;
    return queued.promise;
  };
}
