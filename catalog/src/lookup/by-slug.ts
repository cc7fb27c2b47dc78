/** Slugs are page paths without the slash; an index of items by theirs. */
export const bySlug = <T>(items: readonly T[], slugOf: (item: T) => string): Map<string, T> =>
  new Map(items.map((item) => [slugOf(item), item]));

/** Accept `cbc-test` and `/cbc-test` alike: routers hand over either form. */
export const normalise = (slug: string): string => (slug.startsWith("/") ? slug.slice(1) : slug);
