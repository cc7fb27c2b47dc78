/**
 * The development SMS inbox (`GET /api/dev/sms-outbox?mobile=`, newest first), read as a phone
 * would read its messages: the browser tests take OTPs from it.
 */
import { expect } from "vitest";

export async function smsInbox(serverUrl: string, mobile: string): Promise<{ message: string }[]> {
  const res = await fetch(`${serverUrl}/api/dev/sms-outbox?mobile=${mobile}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { message: string }[] }).messages;
}

/** The OTP of an SMS newer than the `seen` ones (polled: the send may still be on its way). */
export async function newOtp(serverUrl: string, mobile: string, seen: number): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const messages = await smsInbox(serverUrl, mobile);
    const code =
      messages.length > seen ? /^\d{5}/.exec(messages[0]?.message ?? "")?.[0] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new SMS reached ${mobile}`);
}
