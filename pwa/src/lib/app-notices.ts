/**
 * Words for the page after something that has closed: the login dialog closes as the person is
 * logged in, so what the login did to the page (it selected the city the customer's pincode is
 * priced for) is said by the layout's notices (pwa/src/app/layout/app-notices.tsx), not in the
 * dialog. A notice said before the layout listens waits for it.
 */
type Listener = (message: string) => void;

const listeners = new Set<Listener>();
const waiting: string[] = [];

export function announce(message: string): void {
  if (listeners.size === 0) waiting.push(message);
  for (const listener of listeners) listener(message);
}

/** Hears each notice from now on, and any said before; returns the unsubscribe. */
export function listenForNotices(listener: Listener): () => void {
  listeners.add(listener);
  for (const message of waiting.splice(0)) listener(message);
  return () => {
    listeners.delete(listener);
  };
}
