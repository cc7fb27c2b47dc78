/**
 * Captchas solved ahead (captcha-ahead.ts): each used once and fresh, never more solved than the
 * rows a pass sends; and in the flusher, the next rows' captchas solved while rows are posted.
 */
import { describe, expect, it, vi } from "vitest";
import { outbox } from "@/db/outbox.ts";
import { ApiError } from "@/lib/api-client.ts";
import { captchaAhead, captchaAheadMaxAgeMs } from "./captcha-ahead.ts";
import { enqueue } from "./enqueue.ts";
import { maxInFlight } from "./flusher.ts";
import {
  bookingPayload,
  flusherWith,
  manualClock,
  ok,
  fakeTransport as transport,
} from "./outbox.test-support.ts";
import type { OutboxRequest } from "./transport.ts";

const live = () => new AbortController().signal;

/** A solver whose answers the test gives by hand, in order: `c-1`, `c-2`… */
function manualSolver() {
  const pending: Array<{ resolve: (captcha: string) => void; reject: (error: unknown) => void }> =
    [];
  const signals: AbortSignal[] = [];
  let made = 0;
  const solve = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        signals.push(signal);
        const name = `c-${++made}`;
        pending.push({ resolve: () => resolve(name), reject });
      }),
  );
  return {
    solve,
    signals,
    answer: (i: number) => pending[i]?.resolve(""),
    fail: (i: number) => pending[i]?.reject(new ApiError("network", "failed to fetch")),
  };
}

describe("captchaAhead", () => {
  it("hands each captcha solved ahead to one attempt, oldest first, then solves new ones", async () => {
    const clock = manualClock();
    const solver = manualSolver();
    const ahead = captchaAhead(solver.solve, clock);
    ahead.prepare();
    ahead.prepare();
    expect(ahead.size).toBe(2);
    solver.answer(1);
    solver.answer(0);
    expect(await ahead.take(live())).toBe("c-1");
    expect(await ahead.take(live())).toBe("c-2");
    expect(ahead.size).toBe(0);
    const third = ahead.take(live()); // none left: this attempt solves its own
    solver.answer(2);
    expect(await third).toBe("c-3");
    expect(solver.solve).toHaveBeenCalledTimes(3);
  });

  it("drops a captcha solved ahead too long ago", async () => {
    const clock = manualClock();
    const solver = manualSolver();
    const ahead = captchaAhead(solver.solve, clock);
    ahead.prepare();
    solver.answer(0);
    clock.advance(captchaAheadMaxAgeMs + 1);
    const taken = ahead.take(live());
    solver.answer(1);
    expect(await taken).toBe("c-2");
  });

  it("solves its own when solving ahead failed (no network then)", async () => {
    const clock = manualClock();
    const solver = manualSolver();
    const ahead = captchaAhead(solver.solve, clock);
    ahead.prepare();
    solver.fail(0);
    const taken = ahead.take(live());
    await vi.waitFor(() => expect(solver.solve).toHaveBeenCalledTimes(2));
    solver.answer(1);
    expect(await taken).toBe("c-2");
  });

  it("stops waiting when the attempt is abandoned, and aborts what it solves ahead when cleared", async () => {
    const clock = manualClock();
    const solver = manualSolver();
    const ahead = captchaAhead(solver.solve, clock);
    ahead.prepare();
    const attempt = new AbortController();
    const taken = ahead.take(attempt.signal);
    attempt.abort(new DOMException("timed out", "AbortError"));
    await expect(taken).rejects.toThrow("timed out");

    ahead.prepare();
    ahead.clear();
    expect(ahead.size).toBe(0);
    expect(solver.signals[1]?.aborted).toBe(true);
  });
});

const mobile = (i: number) => `90000${String(i).padStart(5, "0")}`;
const captchaOf = (request: OutboxRequest) => (request.body as { captcha: string }).captcha;

describe("the flusher's captchas solved ahead", () => {
  it("solves the next rows' captchas while rows are posted, one per row, each used once", async () => {
    const clock = manualClock();
    const rows = 24;
    for (let i = 0; i < rows; i++) {
      await enqueue("booking", bookingPayload(mobile(i)), { now: clock.now() });
    }
    // Rows claimed so far, and how far the captchas solved ran ahead of them.
    let claimed = 0;
    let solved = 0;
    let mostAhead = 0;
    const store = {
      ...outbox,
      claimDue: async (...args: Parameters<typeof outbox.claimDue>) => {
        const answer = await outbox.claimDue(...args);
        if (answer !== "lease-lost") claimed += answer.length;
        return answer;
      },
    };
    const t = transport(async () => {
      await new Promise((next) => setTimeout(next, 10));
      return ok;
    });
    const solve = t.solveCaptcha;
    t.solveCaptcha = vi.fn(async (signal: AbortSignal) => {
      solved++;
      mostAhead = Math.max(mostAhead, solved - claimed);
      return solve(signal);
    });

    await flusherWith(clock, t, { store }).flush();

    expect(t.sent).toHaveLength(rows);
    // One captcha per row, none wasted, none used twice.
    expect(t.solveCaptcha).toHaveBeenCalledTimes(rows);
    expect(new Set(t.sent.map(captchaOf)).size).toBe(rows);
    // Captchas were solved for rows not claimed yet: up to one per slot.
    expect(mostAhead).toBeGreaterThan(0);
    expect(mostAhead).toBeLessThanOrEqual(maxInFlight);
  });

  it("drops what it solved ahead when the network goes, and never uses it in a later pass", async () => {
    const clock = manualClock();
    for (let i = 0; i < 20; i++) {
      await enqueue("booking", bookingPayload(mobile(i)), { now: clock.now() });
    }
    // The network goes after the eighth request, with captchas solved ahead for the next rows.
    let lostFrom = 9;
    const t = transport(async (_request, call) => {
      await new Promise((next) => setTimeout(next, 5));
      return call >= lostFrom ? new ApiError("network", "failed to fetch") : ok;
    });
    const flusher = flusherWith(clock, t);
    await flusher.flush();
    const solvedInFirstPass = new Set(
      await Promise.all(
        vi.mocked(t.solveCaptcha).mock.results.map((result) => result.value as Promise<string>),
      ),
    );
    const sentInFirstPass = t.sent.length;
    expect(await outbox.countUnsent()).toBeGreaterThan(0);
    expect(solvedInFirstPass.size).toBeGreaterThan(sentInFirstPass); // some were solved ahead

    lostFrom = Number.POSITIVE_INFINITY;
    await flusher.flush({ force: true });
    expect(await outbox.countUnsent()).toBe(0);
    const later = t.sent.slice(sentInFirstPass).map(captchaOf);
    expect(later.filter((captcha) => solvedInFirstPass.has(captcha))).toEqual([]);
    expect(new Set(t.sent.map(captchaOf)).size).toBe(t.sent.length);
  });
});
