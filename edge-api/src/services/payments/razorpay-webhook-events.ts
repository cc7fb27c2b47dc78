/**
 * Razorpay's webhook events this API has acted on (routes/payments/razorpay-webhook.ts): an event
 * is recorded before it acts, so a retry or replay of it is acknowledged and ignored, and forgotten
 * when acting failed, so Razorpay's next retry acts.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { razorpayWebhookEvents } from "../../db/schema.ts";

/** Records the event; answers false when it was recorded already (a retry or a replay). */
export async function recordWebhookEvent(
  db: Database,
  event: { eventId: string; event: string; receivedAt: Date },
): Promise<boolean> {
  const [fresh] = await db
    .insert(razorpayWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: razorpayWebhookEvents.eventId });
  return fresh !== undefined;
}

export async function forgetWebhookEvent(db: Database, eventId: string): Promise<void> {
  await db.delete(razorpayWebhookEvents).where(eq(razorpayWebhookEvents.eventId, eventId));
}
