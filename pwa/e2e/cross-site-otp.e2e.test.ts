// The callbacks of page.evaluate run in the page: they use the DOM's types.
/// <reference lib="dom" />
/**
 * Another site cannot make a visitor's browser send OTPs: a page served from a different origin
 * (`localhost`, a different site from the app's `127.0.0.1`) embeds the OTP-sending GETs as
 * images, Chromium requests them, and the number gets no SMS (the API refuses cross-site requests
 * and OTP sends without the app's header: edge-api http/request-guards.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { browser, server, startSuite } from "./support/suite.ts";

let attacker: Server;
let attackerPort: number;
let attackerHtml = "";

startSuite();
beforeAll(async () => {
  attacker = createServer((_, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(attackerHtml);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function inboxSize(mobile: string): Promise<number> {
  const res = await fetch(`${server.url}/api/dev/sms-outbox?mobile=${mobile}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}

it("an <img> on another site's page sends no OTP", async () => {
  const mobile = freshMobile();
  const sends = ["get-otp", "resend-otp"].map((path) => `${server.url}/api/auth/${path}/${mobile}`);
  attackerHtml = `<!doctype html><title>Win a prize</title>${sends
    .map((src) => `<img src="${src}" alt="">`)
    .join("")}`;
  const { page, errors } = await openPage(browser);
  // The refused images are the point of the test (the API's answers are also same-origin only).
  errors.allow(/Failed to load resource/);
  const requests = sends.map((url) => page.waitForRequest(url));
  const finished = sends.map((url) =>
    page.waitForEvent("requestfailed", (request) => request.url() === url),
  );
  await page.goto(`http://localhost:${attackerPort}/`);
  // Chromium did request both: the API refused them (cross-site, and without the app's header).
  await Promise.all(requests);
  await Promise.all(finished);
  expect(await inboxSize(mobile)).toBe(0);

  // The app itself still sends: the number could receive an OTP all along.
  const own = await fetch(`${server.url}/api/auth/get-otp/${mobile}`, {
    headers: { "X-Vyom-Client": "app" },
  });
  expect(own.status).toBe(200);
  expect(await inboxSize(mobile)).toBe(1);
});
