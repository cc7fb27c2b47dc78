/**
 * Doubles for the flusher's tests: a clock moved by hand (its timers fire only when the test says
 * so), a seeded random source, a Web Locks stand-in whose "tabs" can die holding the lock, and a
 * booking payload as the home form builds it.
 */
import { vi } from "vitest";
import { ApiError } from "@/lib/api-client.ts";
import type { Clock } from "./clock.ts";
import { createFlusher, type FlusherDeps } from "./flusher.ts";
import type { OutboxRequest, OutboxTransport } from "./transport.ts";

export interface ManualClock extends Clock {
  advance(ms: number): void;
  /** Timers due by now, removed from the clock; the caller runs them. */
  takeDue(): Array<() => void>;
  /** When the earliest timer is due, or null. */
  nextTimerAt(): number | null;
  timerCount(): number;
}

export function manualClock(start = Date.UTC(2025, 2, 10, 4, 0, 0)): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      now += ms;
    },
    takeDue() {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.at <= now)
        .sort(([, a], [, b]) => a.at - b.at);
      for (const [id] of due) timers.delete(id);
      return due.map(([, timer]) => timer.callback);
    },
    nextTimerAt() {
      const times = [...timers.values()].map((timer) => timer.at);
      return times.length > 0 ? Math.min(...times) : null;
    },
    timerCount: () => timers.size,
  };
}

/** mulberry32: a small, good-enough seeded PRNG in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Lets other promises (IndexedDB requests, other flushers) run; no time passes. setImmediate
 * where Node has it (setTimeout's 1 ms floor would dominate a long test), else setTimeout. */
export const yieldToOthers = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/**
 * Exclusive locks shared by several "tabs" of one origin, like the browser's. `tab.die()` frees
 * the locks that tab holds although its callback never finished, as when a tab is closed.
 */
export function fakeLockManagers() {
  const queues = new Map<string, Array<() => void>>();
  const held = new Map<string, symbol>();

  function release(name: string, holder: symbol) {
    if (held.get(name) !== holder) return;
    held.delete(name);
    queues.get(name)?.shift()?.();
  }

  function tab() {
    const mine = new Set<{ name: string; holder: symbol }>();
    const manager = {
      request<T>(
        name: string,
        options: { signal?: AbortSignal },
        callback: (lock: unknown) => Promise<T> | T,
      ): Promise<T> {
        return new Promise<T>((resolve, reject) => {
          const holder = Symbol(name);
          let granted = false;
          const grant = () => {
            granted = true;
            held.set(name, holder);
            const entry = { name, holder };
            mine.add(entry);
            Promise.resolve()
              .then(() => callback({ name }))
              .then(resolve, reject)
              .finally(() => {
                mine.delete(entry);
                release(name, holder);
              });
          };
          options.signal?.addEventListener("abort", () => {
            if (granted) return;
            const queue = queues.get(name) ?? [];
            queues.set(
              name,
              queue.filter((waiter) => waiter !== grant),
            );
            reject(new DOMException("aborted", "AbortError"));
          });
          if (!held.has(name)) grant();
          else queues.set(name, [...(queues.get(name) ?? []), grant]);
        });
      },
    };
    return {
      locks: manager as unknown as LockManager,
      die() {
        for (const entry of mine) release(entry.name, entry.holder);
        mine.clear();
      },
    };
  }
  return { tab };
}

export function bookingPayload(mobile = "9876543210") {
  return {
    name: "Priya Raman",
    mobileNumber: mobile,
    date: "2025-03-14",
    pincode: "600020",
    bookingData: { FullName: "Priya Raman", MobileNumber: mobile, Address: "600020" },
    Policy_Value: "enabled",
  };
}

/** The API's success answer to a booking. */
export const ok = { status: "success", id: "b-1" };

/** An HTTP error as the API client reports it. */
export const http = (status: number, code?: string, retryAfter?: number) =>
  new ApiError("http", `answered ${status}`, status, code, retryAfter);

export type FakeTransport = OutboxTransport & { sent: OutboxRequest[] };

/** A transport answering from `answer` (an Error is thrown); each captcha is distinct. */
export function fakeTransport(
  answer: (request: OutboxRequest, call: number) => unknown | Promise<unknown>,
): FakeTransport {
  let captchas = 0;
  const sent: OutboxRequest[] = [];
  return {
    sent,
    post: vi.fn(async (request: OutboxRequest) => {
      sent.push(request);
      const result = await answer(request, sent.length);
      if (result instanceof Error) throw result;
      return result;
    }),
    solveCaptcha: vi.fn(async () => `captcha-${++captchas}`),
  };
}

/** A flusher on the manual clock, in lease mode (fake-indexeddb has no Web Locks). */
export function flusherWith(
  clock: ManualClock,
  transport: OutboxTransport,
  more: Partial<FlusherDeps> = {},
) {
  return createFlusher({ clock, transport, locks: null, random: () => 0.5, ...more });
}
