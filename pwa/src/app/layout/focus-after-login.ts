/**
 * Where focus goes once the login dialog has logged someone in. The dialog hands focus back to
 * its opener, the header's Login button, which the login replaces with the account menu: focus
 * would fall to the page's body. The dialog marks the moment; the account menu for the new
 * session focuses its button. Either may come first: the login stores the session (and the header
 * may show the menu) before the dialog hears it is done, or the menu's chunk arrives after. A mark
 * not taken soon, or a menu that mounted long before the mark (the session came from another tab,
 * or the page was reloaded), is forgotten, so a page load never moves focus.
 */
const takeWithinMs = 10_000;
let markedAt: number | null = null;
let waiting: { since: number; focus: () => void } | null = null;

const soon = (since: number, now: number) => now - since <= takeWithinMs;

export function markLoggedInFromDialog(now = Date.now()): void {
  const menu = waiting;
  waiting = null;
  if (menu && soon(menu.since, now)) menu.focus();
  else markedAt = now;
}

/**
 * The account menu, as it mounts: `focus` runs now if the dialog has just logged someone in, or
 * when it does soon. Returns what to call as the menu unmounts.
 */
export function focusAfterLogin(focus: () => void, now = Date.now()): () => void {
  const marked = markedAt;
  markedAt = null;
  if (marked !== null && soon(marked, now)) {
    focus();
    return () => {};
  }
  const menu = { since: now, focus };
  waiting = menu;
  return () => {
    if (waiting === menu) waiting = null;
  };
}
