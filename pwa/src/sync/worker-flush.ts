/**
 * The service worker's side of the outbox: a Background Sync event runs one pass of the SAME
 * flusher the pages use (the same lock, so never at the same time as a tab). Rows still unsent
 * afterwards make the sync fail, so the browser tries the event again later.
 */
import { outbox } from "@/db/outbox.ts";
import { fetchAndSolveCaptcha } from "@/lib/captcha.ts";
import { createFlusher } from "./flusher.ts";
import { httpTransport } from "./transport.ts";

export async function flushFromWorker(): Promise<void> {
  const flusher = createFlusher({ transport: httpTransport(fetchAndSolveCaptcha) });
  try {
    await flusher.flush({ force: true });
  } finally {
    flusher.stop();
  }
  const unsent = await outbox.countUnsent();
  if (unsent > 0) throw new Error(`outbox: ${unsent} submission(s) still waiting`);
}
