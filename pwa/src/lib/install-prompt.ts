import { useSyncExternalStore } from "react";

/**
 * "Install the app" where the browser offers it: Chromium fires `beforeinstallprompt` (once the
 * manifest and service worker qualify), possibly before React has drawn anything, so the event is
 * caught from start-up (`listenForInstallPrompt` in main.tsx) and kept here until the person
 * presses the install button.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type InstallPrompt = () => Promise<"accepted" | "dismissed">;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Where a prerendered page's boot script (pwa/scripts/prerender.ts) keeps an event that came
 * before the app's scripts had started. */
const heldEventKey = "vyomInstallPrompt";

export function listenForInstallPrompt(target: Window = window): void {
  const held = (target as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[
    heldEventKey
  ];
  if (held) {
    deferred = held;
    changed();
  }
  target.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // we show our own button instead of the mini-infobar
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener("appinstalled", () => {
    deferred = null;
    changed();
  });
}

async function install(): Promise<"accepted" | "dismissed"> {
  const event = deferred;
  if (!event) return "dismissed";
  deferred = null; // a prompt can be shown once
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** The install action while the browser offers one, else null. */
export function useInstallPrompt(): InstallPrompt | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (deferred ? install : null),
    () => null,
  );
}
