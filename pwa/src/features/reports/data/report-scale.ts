/**
 * A linear scale over some values (a reading and its range, or a trend), with room either side so
 * no mark sits on the edge; never below zero when every value is at or above it.
 */
export interface Scale {
  min: number;
  max: number;
  /** Where `value` falls along `length` (0 at `min`, `length` at `max`). */
  at(value: number, length: number): number;
}

export function scaleOf(values: readonly number[]): Scale {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const pad = span > 0 ? span * 0.2 : Math.abs(high) * 0.2 || 1;
  const min = low >= 0 ? Math.max(0, low - pad) : low - pad;
  const max = high + pad;
  return { min, max, at: (value, length) => ((value - min) / (max - min)) * length };
}
