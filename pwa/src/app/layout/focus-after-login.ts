/**
 * Where focus goes once the login dialog has logged someone in. The dialog hands focus back to
 * its opener, the header's Login button, which the login replaces with the account menu: focus
 * would fall to the page's body. The dialog marks the moment; the account menu, mounting for the
 * new session, takes it and focuses its button. A mark not taken soon (the session came from
 * another tab, or the page was reloaded) is forgotten, so a page load never moves focus.
 */
const takeWithinMs = 10_000;
let markedAt: number | null = null;

export function markLoggedInFromDialog(now = Date.now()): void {
  markedAt = now;
}

/** Whether the caller should take focus now (once per mark). */
export function takeFocusAfterLogin(now = Date.now()): boolean {
  const marked = markedAt;
  markedAt = null;
  return marked !== null && now - marked <= takeWithinMs;
}
