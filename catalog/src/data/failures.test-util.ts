/**
 * Test helper: run a check over every item and collect the messages, so one run reports every
 * broken catalogue entry instead of stopping at the first.
 */
export function failures<T>(items: readonly T[], check: (item: T) => string | undefined): string[] {
  return items.flatMap((item) => check(item) ?? []);
}
