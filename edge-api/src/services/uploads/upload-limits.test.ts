/**
 * The upload routes under abuse: a body is read only after the captcha passed, read only as far
 * as its caps allow (parts, field sizes), and every client has a budget of forms. Bodies here are
 * streams that count what the server pulls from them, so "never read" is measured, not assumed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.ts";
import { bookingBody } from "../../../test/fixtures.ts";
import { formLimits } from "../rate-limit/form-limits.ts";
import { MAX_FIELD_BYTES, MAX_PARTS } from "./upload-form.ts";
import { captchaHeader, leftBehind, nothingLeftBehind, postForm } from "./uploads.test-support.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const BOUNDARY = "vyom-boundary";
const MULTIPART = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
const encoder = new TextEncoder();
const field = (name: string, value: string) =>
  encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );

/** A body made of `next()`'s pieces, pulled only on demand, counting the bytes pulled. */
function countedStream(next: (i: number) => Uint8Array | null) {
  const counter = { pulled: 0 };
  let i = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = next(i++);
      if (piece === null) return controller.close();
      counter.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, counter };
}

/** 100,000 small fields, the body the audit sent (about 9 MB in all). */
const manyFields = () => countedStream((i) => (i < 100_000 ? field(`f${i}`, "x") : null));

/** 64 KB pieces for ever. */
const endless = () => countedStream(() => new Uint8Array(64 * 1024).fill(0x41));

describe("the captcha comes before the body", () => {
  it.each([
    ["no captcha", {}],
    ["a wrong captcha", { "x-vyom-captcha": "bm90LWEtc29sdXRpb24=" }],
  ])("refuses %s (403) without reading an endless body", async (_, captcha) => {
    const { stream, counter } = endless();
    const started = performance.now();
    const res = await postForm(ctx, "/api/prescriptions", stream, { ...MULTIPART, ...captcha });
    const elapsed = performance.now() - started;
    console.info(`403 after ${elapsed.toFixed(0)} ms, ${counter.pulled} bytes pulled`);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/^captcha-/);
    // The stream's first piece may be buffered by the runtime; nothing is read past it.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("ignores a captcha sent in the body: only the header counts", async () => {
    const { stream, counter } = countedStream((i) =>
      i === 0 ? field("captcha", "anything") : new Uint8Array(64 * 1024),
    );
    const res = await postForm(ctx, "/api/careers/applications", stream, MULTIPART);
    expect(res.status).toBe(403);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});

describe("the caps on a form", () => {
  it("refuses 100,000 fields (413) after reading a few of them", async () => {
    const { stream, counter } = manyFields();
    const headers = { ...MULTIPART, ...(await captchaHeader(ctx)) };
    const started = performance.now();
    const res = await postForm(ctx, "/api/prescriptions", stream, headers);
    const elapsed = performance.now() - started;
    console.info(
      `100,000 fields: 413 after ${elapsed.toFixed(0)} ms, ${counter.pulled} bytes pulled`,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: "payload-too-large",
      message: `The form has too many fields (at most ${MAX_PARTS}).`,
    });
    expect(counter.pulled).toBeLessThan(64 * 1024);
  });

  it(`refuses a text field over ${MAX_FIELD_BYTES / 1024} KB (413)`, async () => {
    const form = new FormData();
    form.append("name", "Priya Raman");
    form.append("note", "n".repeat(MAX_FIELD_BYTES + 1));
    const res = await postForm(ctx, "/api/prescriptions", form, await captchaHeader(ctx));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe("payload-too-large");
  });

  it("refuses a file that is not allowed from its first bytes, reading no further", async () => {
    const { stream, counter } = countedStream((i) => {
      if (i === 0) {
        return encoder.encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.exe"\r\n\r\nMZ\x90\x00 not a prescription`,
        );
      }
      return i < 100 ? new Uint8Array(64 * 1024) : null;
    });
    const headers = { ...MULTIPART, ...(await captchaHeader(ctx)) };
    const res = await postForm(ctx, "/api/prescriptions", stream, headers);
    expect(res.status).toBe(415);
    expect(counter.pulled).toBeLessThan(512 * 1024);
    expect(await leftBehind(ctx)).toEqual(nothingLeftBehind);
  });
});

describe("each client's budget of forms", () => {
  const spend = async (count: number, send: () => Promise<Response>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send()).status);
    return statuses;
  };

  it("shares one upload budget between both upload routes, then answers 429 + Retry-After", async () => {
    const address = "198.51.100.7";
    const { limit } = formLimits.uploads;
    // Refused (no captcha), yet counted: the budget is spent before anything else is looked at.
    let sent = 0;
    const statuses = await spend(limit, () => {
      const path = sent++ % 2 ? "/api/prescriptions" : "/api/careers/applications";
      return postForm(ctx, path, "", MULTIPART, address);
    });
    expect(statuses).toEqual(Array(limit).fill(403));
    for (const path of ["/api/prescriptions", "/api/careers/applications"]) {
      const { stream, counter } = endless();
      const res = await postForm(
        ctx,
        path,
        stream,
        { ...MULTIPART, ...(await captchaHeader(ctx)) },
        address,
      );
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ error: "rate-limited" });
      expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
    }
    // Another client, and the same one once the window has passed, are served again.
    expect((await postForm(ctx, "/api/prescriptions", "", MULTIPART, "198.51.100.8")).status).toBe(
      403,
    );
    ctx.clock.advance(formLimits.uploads.windowMs);
    expect((await postForm(ctx, "/api/prescriptions", "", MULTIPART, address)).status).toBe(403);
  });

  it("counts an IPv6 client by its /64", async () => {
    const { limit } = formLimits.uploads;
    let sent = 0;
    await spend(limit, () =>
      postForm(ctx, "/api/prescriptions", "", MULTIPART, `2001:db8:1:2::${++sent}`),
    );
    const res = await postForm(ctx, "/api/prescriptions", "", MULTIPART, "2001:db8:1:2:ffff::1");
    expect(res.status).toBe(429);
  });

  it.each([
    ["the enquiries", formLimits.enquiries, "/api/enquiries/corporate"],
    ["the booking", formLimits.booking, "/api/booking/"],
  ])("limits %s per client (429 + Retry-After)", async (_, rule, path) => {
    const address = path.includes("booking") ? "198.51.100.21" : "198.51.100.22";
    const body = path.includes("booking") ? bookingBody() : {};
    const statuses = await spend(rule.limit, () => ctx.postJson(path, body, { address }));
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const res = await ctx.postJson(path, body, { address });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await ctx.postJson(path, body, { address: "198.51.100.99" })).status).not.toBe(429);
  });
});
