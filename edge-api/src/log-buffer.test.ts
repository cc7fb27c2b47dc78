import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLineBuffer } from "./log-buffer.ts";

function recording(options: { flushAfterMs?: number; maxBytes?: number } = {}) {
  const chunks: string[] = [];
  const buffer = createLineBuffer({ ...options, write: (chunk) => chunks.push(chunk) });
  const lines = () => chunks.join("").split("\n").filter(Boolean);
  return { buffer, chunks, lines };
}

describe("log line buffer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes a burst of lines in one write after the delay, none lost, in order", () => {
    const { buffer, chunks, lines } = recording({ flushAfterMs: 50 });
    const sent = Array.from({ length: 1_000 }, (_, i) => `line ${i}`);
    for (const line of sent) buffer.push(`${line}\n`);
    expect(chunks).toHaveLength(0);
    vi.advanceTimersByTime(49);
    expect(chunks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(chunks).toHaveLength(1);
    expect(lines()).toEqual(sent);
  });

  it("writes at once when the buffer passes its size, and keeps the order across writes", () => {
    const { buffer, chunks, lines } = recording({ flushAfterMs: 1_000, maxBytes: 100 });
    const sent = Array.from({ length: 50 }, (_, i) => `line number ${i}`);
    for (const line of sent) buffer.push(`${line}\n`);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.every((chunk) => chunk.length < 120)).toBe(true);
    buffer.flush();
    expect(lines()).toEqual(sent);
    vi.advanceTimersByTime(1_000);
    expect(lines()).toEqual(sent);
  });

  it("flush writes what is pending now and nothing when empty", () => {
    const { buffer, chunks } = recording();
    buffer.flush();
    expect(chunks).toEqual([]);
    buffer.push("a\n");
    buffer.push("b\n");
    buffer.flush();
    expect(chunks).toEqual(["a\nb\n"]);
    vi.advanceTimersByTime(1_000);
    expect(chunks).toEqual(["a\nb\n"]);
  });
});
