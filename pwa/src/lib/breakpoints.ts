/**
 * The layout breakpoints (docs/product.md#constants-and-limits). CSS cannot read variables in media
 * queries, so the stylesheets repeat these numbers; keep both in step.
 */
export const breakpoints = {
  /** Side menu (hamburger) below 1146 px; desktop secondary menu from 1146 px. */
  desktopMenu: "(min-width: 1146px)",
  /** Mobile bottom bar below 899 px. */
  bottomBar: "(max-width: 898.98px)",
  /** Mobile hero layout below 600 px. */
  mobileHero: "(max-width: 599.98px)",
} as const;
