/**
 * The development inbox (edge-api/dev/sms-sim/dev-inbox.ts): the texts of every SMS the MSG91
 * simulator delivered to a number, newest first, read as the server's own machine (the only
 * client the inbox answers).
 */
import { LOOPBACK, type TestContext } from "../context.ts";

export async function textsTo(ctx: TestContext, mobile: string): Promise<string[]> {
  const res = await ctx.get(`/api/dev/sms-outbox?mobile=${mobile}`, { address: LOOPBACK });
  const { messages } = (await res.json()) as { messages: { message: string }[] };
  return messages.map((m) => m.message);
}
