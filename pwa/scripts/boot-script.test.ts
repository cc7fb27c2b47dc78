// @vitest-environment node
/**
 * The prerendered page's boot script (pwa/scripts/boot-script.ts), run against a page whose
 * frames, timers and messages this test delivers one at a time: it starts the app after the
 * first frame (or after 250 ms without one), asks for one module per task, the entry's first, so
 * no task of it holds the main thread for all the requests at once, and runs the entry only once
 * every module has arrived or failed.
 */
import { describe, expect, it } from "vitest";
import { bootScript } from "./boot-script.ts";

interface Appended {
  tagName: string;
  onload?: () => void;
  onerror?: () => void;
  type?: string;
  rel?: string;
  src?: string;
  href?: string;
  crossOrigin?: string;
}

const preloads = ["/assets/runtime.js", "/assets/client.js", "/assets/app.js", "/assets/home.js"];

/** The page as the script sees it, and the queues the test drains by hand. */
function bootedPage(readyState: "loading" | "complete" = "complete", modulepreload = true) {
  const head: Appended[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const messages: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  class Channel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const me = {
    getAttribute: (name: string) =>
      name === "data-entry"
        ? "/assets/index.js"
        : name === "data-preload"
          ? preloads.join(" ")
          : null,
  };
  const document = {
    currentScript: me,
    readyState,
    createElement: (tagName: string) => ({
      tagName,
      relList: { supports: (rel: string) => modulepreload && rel === "modulepreload" },
    }),
    head: { appendChild: (element: Appended) => head.push(element) },
  };
  const run = new Function(
    "document",
    "window",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "MessageChannel",
    bootScript,
  );
  run(
    document,
    {},
    (type: string, listener: () => void) => listeners.set(type, listener),
    (frame: () => void) => frames.push(frame),
    (run: () => void, ms: number) => timers.push({ ms, run }),
    Channel,
  );
  /** Runs the timers due by `ms` (each once), in the order they were set. */
  const timersUpTo = (ms: number) => {
    for (const timer of timers.splice(0).filter((t) => t.ms <= ms)) timer.run();
  };
  return { head, frames, messages, listeners, timersUpTo };
}

const preloadsIn = (head: Appended[]) =>
  head.filter((element) => element.rel === "modulepreload").map((element) => element.href);

const entriesIn = (head: Appended[]) => head.filter((element) => element.tagName === "script");

/** A booted page past its first frame, every module asked for. */
function started(page: ReturnType<typeof bootedPage>) {
  for (const frame of page.frames.splice(0)) frame();
  page.timersUpTo(0);
  while (page.messages.length > 0) page.messages.shift()?.();
  return page;
}

/** Every module asked for arrives. */
const arriveAll = (head: Appended[]) => {
  for (const link of head.filter((element) => element.rel === "modulepreload")) link.onload?.();
};

describe("the boot script", () => {
  it("asks for one module per task after the first frame, the entry's first", () => {
    const page = bootedPage();
    expect(page.head).toEqual([]);
    for (const frame of page.frames.splice(0)) frame();
    page.timersUpTo(0);
    expect(page.head).toEqual([]);
    const seen: number[] = [];
    while (page.messages.length > 0) {
      page.messages.shift()?.();
      seen.push(preloadsIn(page.head).length);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(preloadsIn(page.head)).toEqual(["/assets/index.js", ...preloads]);
    expect(
      page.head.filter((element) => element.rel === "modulepreload").map((l) => l.crossOrigin),
    ).toEqual(["", ...preloads.map(() => "")]);
  });

  it("runs the entry once every module has arrived, or failed", () => {
    const page = started(bootedPage());
    const links = page.head.filter((element) => element.rel === "modulepreload");
    links[1]?.onerror?.();
    for (const link of links.slice(0, -1)) if (link !== links[1]) link.onload?.();
    expect(entriesIn(page.head)).toEqual([]);
    links.at(-1)?.onload?.();
    expect(entriesIn(page.head)).toEqual([
      expect.objectContaining({
        tagName: "script",
        type: "module",
        crossOrigin: "",
        src: "/assets/index.js",
      }),
    ]);
  });

  it("runs the entry at once where the browser has no modulepreload (Safari before 17)", () => {
    const page = started(bootedPage("complete", false));
    expect(page.head.map((element) => element.src ?? element.href)).toEqual(["/assets/index.js"]);
    expect(entriesIn(page.head)).toHaveLength(1);
  });

  it("starts after 250 ms when no frame comes (a tab in the background), and only once", () => {
    const page = bootedPage();
    page.timersUpTo(250);
    while (page.messages.length > 0) page.messages.shift()?.();
    for (const frame of page.frames.splice(0)) frame();
    page.timersUpTo(250);
    while (page.messages.length > 0) page.messages.shift()?.();
    expect(preloadsIn(page.head)).toEqual(["/assets/index.js", ...preloads]);
    arriveAll(page.head);
    expect(entriesIn(page.head)).toHaveLength(1);
  });

  it("waits for the page's load event when it runs before it", () => {
    const page = bootedPage("loading");
    expect(page.frames).toEqual([]);
    page.listeners.get("load")?.();
    started(page);
    arriveAll(page.head);
    expect(page.head.map((element) => element.src ?? element.href)).toEqual([
      "/assets/index.js",
      ...preloads,
      "/assets/index.js",
    ]);
  });
});
