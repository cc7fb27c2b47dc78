/**
 * At most one run at a time; calls made while one runs share ONE follow-up run (forced if any of
 * them asked for it), so a burst of triggers (online + visible + a new submission) costs two
 * passes at most, and the last trigger is never lost.
 */
export function singleFlight(run: (force: boolean) => Promise<void>) {
  let current: Promise<void> | null = null;
  let next: { force: boolean; promise: Promise<void> } | null = null;

  function start(force: boolean): Promise<void> {
    const running = run(force).finally(() => {
      if (current === running) current = null;
    });
    current = running;
    return running;
  }

  return (force: boolean): Promise<void> => {
    if (!current) return start(force);
    if (next) {
      next.force ||= force;
      return next.promise;
    }
    const queued = { force, promise: Promise.resolve() };
    queued.promise = current.then(() => {
      next = null;
      return start(queued.force);
    });
    next = queued;
    return queued.promise;
  };
}
