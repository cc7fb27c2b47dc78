/** A clock tests move by hand: sessions, OTPs and rate limits expire without waiting. */
export interface TestClock {
  (): Date;
  set(to: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  const clock = (() => new Date(current)) as TestClock;
  clock.set = (to) => {
    current = new Date(to).getTime();
  };
  clock.advance = (ms) => {
    current += ms;
  };
  return clock;
}
