/**
 * Uploads in Chromium against the real server: a job application with its résumé sent online,
 * and a prescription photo uploaded with the server REALLY stopped (connections refused), saved
 * on the phone, then delivered exactly once, bytes intact, when the server is back.
 *
 * The server is started here as support/server.ts starts it (same env, same in-memory PGlite
 * kept across stop/restart), but keeping the database handle and its files' directory
 * (FILES_DIR), so the test reads what was stored (the submission, its file's row and bytes)
 * straight from them.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jobOpenings } from "@vyom/catalog";
import type { DatabaseHandle } from "@vyom/edge-api/db/client";
import { parseEnv } from "@vyom/edge-api/env";
import { type RunningServer, startServer } from "@vyom/edge-api/start-server";
import { openMigratedPglite } from "@vyom/edge-api/test/migrated-pglite";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { openPage, releaseBrowser, sharedBrowser, visitOnce } from "./support/browser.ts";
import { outboxStates, waitOutBackoff } from "./support/outbox.ts";
import { pwaDist, pwaRoot } from "./support/paths.ts";
import { saveScreenshot } from "./support/screenshots.ts";

interface UploadsServer {
  url: string;
  database: DatabaseHandle;
  filesDir: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

const quiet = { debug() {}, info() {}, warn: console.log, error: console.log };

async function startUploadsServer(): Promise<UploadsServer> {
  const database = await openMigratedPglite();
  const filesDir = await mkdtemp(join(tmpdir(), "vyom-e2e-files-"));
  const start = (port: number) =>
    startServer(
      parseEnv({
        NODE_ENV: "development",
        HOST: "127.0.0.1",
        PORT: String(port),
        PWA_DIST: pwaDist,
        FILES_DIR: filesDir,
      }),
      { database, logger: quiet, buildPwa: false },
    );
  let current: RunningServer | null = await start(0);
  const { url, port } = current;
  return {
    url,
    database,
    filesDir,
    async stop() {
      const server = current;
      current = null;
      await server?.close();
    },
    async restart() {
      current ??= await start(port);
    },
    async close() {
      await current?.close();
      current = null;
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

let server: UploadsServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startUploadsServer(), sharedBrowser()]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
});

const phone = { width: 360, height: 800 };
const expectedNetworkErrors =
  /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to fetch/;

/** Nothing wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);
}

/** The stored submissions of a mobile number, each with its files (bytes included). */
async function storedFor(mobile: string) {
  const { db } = server.database;
  const rows = await db.query.submissions.findMany({
    where: (row, { eq }) => eq(row.mobileNumber, mobile),
  });
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      files: await Promise.all(
        (
          await db.query.submissionFiles.findMany({
            where: (file, { eq }) => eq(file.submissionId, row.id),
          })
        ).map(async (file) => ({
          ...file,
          // The bytes are in FILES_DIR under the row's key (edge-api services/uploads/file-store.ts).
          content: await readFile(join(server.filesDir, file.storedKey)),
        })),
      ),
    })),
  );
}

describe("a job application", () => {
  it("is sent online from /careers with its résumé, which lands intact", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    const job = jobOpenings[0];
    if (!job) throw new Error("no job openings in the catalogue");
    const resume = Buffer.from("%PDF-1.4\n% Arun Kumar, DMLT, 3 years\n%%EOF\n");
    const mobile = "9845000001";

    await page.goto(`${server.url}/careers`);
    await page.getByRole("heading", { name: "Why work with us" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: /See all \d+ job openings/ }).click();
    await page.waitForURL(`${server.url}/careers/all-job-opening`);
    const card = page.getByRole("article", { name: job.title });
    await card.getByRole("button", { name: "Apply for this job" }).click();
    const form = card.getByRole("form", { name: `Apply for ${job.title}` });
    await form.getByLabel("Name").fill("Arun Kumar");
    await form.getByLabel("Mobile number").fill(mobile);
    await form.getByLabel("E-mail").fill("arun.kumar@example.in");
    await form.getByLabel(/Résumé/).setInputFiles({
      name: "Arun-Kumar-CV.pdf",
      mimeType: "application/pdf",
      buffer: resume,
    });
    await form.getByText(/Arun-Kumar-CV\.pdf · 1 KB/).waitFor();
    await saveScreenshot(page, "uploads-job-application");
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Submit Application" }).click();

    await page.waitForURL(/\/thanks\?for=career-application&ref=\d+$/, { timeout: 20_000 });
    await page.getByText("☎️ Our HR team will call you soon!").waitFor();
    const stored = await storedFor(mobile);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: "career-application",
      name: "Arun Kumar",
      payload: { jobId: job.id, email: "arun.kumar@example.in" },
    });
    expect(stored[0]?.files).toHaveLength(1);
    expect(stored[0]?.files[0]).toMatchObject({
      // Served by its id and its bytes' type, never under the name the phone gave it.
      fileName: `${stored[0]?.files[0]?.id}.pdf`,
      contentType: "application/pdf",
    });
    expect(Buffer.from(stored[0]?.files[0]?.content ?? []).equals(resume)).toBe(true);
  });
});

describe("a prescription uploaded with the server stopped", () => {
  it("is saved on the phone, then delivered exactly once with its file intact", async () => {
    const { page, errors } = await openPage(browser, { viewport: phone, serviceWorker: true });
    const photo = await readFile(join(pwaRoot, "public/icons/icon-192.png"));
    const mobile = "9845000002";
    await page.clock.install(); // the outbox's retry timer runs on a clock the test can move
    await visitOnce(page, `${server.url}/`);
    errors.allow(expectedNetworkErrors);

    await server.stop();
    try {
      expect(await fetch(`${server.url}/`).catch(() => null)).toBeNull();
      await page.goto(`${server.url}/prescription`);
      await page.getByRole("heading", { name: "Upload Prescription" }).waitFor();
      await page.getByLabel("Name").fill("Priya Raman");
      await page.getByLabel("Mobile number").fill(mobile);
      await page
        .getByLabel(/Prescription \(photo or PDF\)/)
        .setInputFiles({ name: "prescription.png", mimeType: "image/png", buffer: photo });
      await page.getByRole("img", { name: "Preview of your prescription" }).waitFor();
      await page.getByText(/prescription\.png · 1 KB/).waitFor();
      await saveScreenshot(page, "uploads-prescription-offline");
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Upload Prescription" }).click();
      await page.waitForURL(/\/thanks\?for=prescription&ref=\d+$/, { timeout: 20_000 });
      await page.getByText(/Prescription saved on this phone/).waitFor();
      await page.getByText(/Saved on this phone\. It will be sent automatically/).waitFor();
      await page.getByRole("button", { name: "1 form waiting to be sent" }).waitFor();
      expect(await storedFor(mobile)).toHaveLength(0);
    } finally {
      await server.restart();
    }

    // The server is back: the outbox sends it on its own (no reload, no click) when its retry
    // timer fires.
    await waitOutBackoff(page);
    await page.getByText(/Sent: Prescription for Priya Raman/).waitFor({ timeout: 30_000 });
    await page.getByText("✔️ Sent: we have received it.").waitFor();
    const stored = await storedFor(mobile);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: "prescription", name: "Priya Raman" });
    expect(stored[0]?.idempotencyKey).toMatch(/^prescription:[0-9a-f-]{36}$/);
    expect(stored[0]?.files[0]).toMatchObject({
      fileName: `${stored[0]?.files[0]?.id}.png`,
      contentType: "image/png",
      sizeBytes: photo.byteLength,
    });
    expect(Buffer.from(stored[0]?.files[0]?.content ?? []).equals(photo)).toBe(true);
    // No late duplicate: the row is marked sent, and a sent row is never claimed again.
    expect(await outboxStates(page)).toEqual(["sent"]);
  });
});

/** A JPEG's pixel size, from its start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

describe("a big phone photo", () => {
  it("is made smaller on the phone (at most 1600 px, JPEG) before it is sent", async () => {
    const { page } = await openPage(browser, { viewport: phone });
    await page.goto(`${server.url}/prescription`);
    await page.getByRole("heading", { name: "Upload Prescription" }).waitFor();
    // A 2400 x 1800 "camera photo" of fine grain, made by the browser as a PNG: over 5 MB, so it
    // is only accepted because the phone makes it smaller first.
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 2400;
      canvas.height = 1800;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d canvas");
      const pixels = context.createImageData(canvas.width, canvas.height);
      let seed = 7;
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        pixels.data[i] = seed & 255;
        pixels.data[i + 1] = (seed >> 8) & 255;
        pixels.data[i + 2] = (seed >> 16) & 255;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      if (!blob) throw new Error("no PNG");
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    const photo = Buffer.from(base64, "base64");
    expect(photo.byteLength).toBeGreaterThan(5 * 1024 * 1024);
    const mobile = "9845000003";

    await page.getByLabel("Name").fill("Lakshmi Narayanan");
    await page.getByLabel("Mobile number").fill(mobile);
    await page
      .getByLabel(/Prescription \(photo or PDF\)/)
      .setInputFiles({ name: "IMG_2041.png", mimeType: "image/png", buffer: photo });
    await page
      .getByText(/IMG_2041\.jpg · .* \(made smaller from .* for a faster upload\)/)
      .waitFor();
    await page.getByRole("button", { name: "Upload Prescription" }).click();
    await page.waitForURL(/\/thanks\?for=prescription&ref=\d+$/, { timeout: 20_000 });

    const [stored] = await storedFor(mobile);
    const file = stored?.files[0];
    expect(file).toMatchObject({ fileName: `${file?.id}.jpg`, contentType: "image/jpeg" });
    expect(file?.sizeBytes).toBeLessThan(photo.byteLength);
    expect(jpegSize(Buffer.from(file?.content ?? []))).toEqual({ width: 1600, height: 1200 });
  });
});
