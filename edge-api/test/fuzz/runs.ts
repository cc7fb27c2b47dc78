/**
 * How many cases a fuzz property tries: `FUZZ_RUNS` when set (the long run, `npm run fuzz`: 1,000
 * each), otherwise the property's own count, sized so the whole API suite stays inside CI's
 * budget. fast-check draws new cases every run, so CI still covers new ground each time.
 */
export function fuzzRuns(inCi: number): number {
  const set = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(set) && set > 0 ? set : inCi;
}
