import { act, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";
import { LazySection, lazySectionThreshold } from "./lazy-section.tsx";

/** Lazy routes and chunks can take a while when the machine is busy (e2e running beside). */
const slow = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });

/** A controllable IntersectionObserver: tests decide when an element becomes visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly elements: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Reports every observed element as intersecting (or not). */
  show(isIntersecting = true) {
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

describe("lazy sections", () => {
  it("render when half of their space is visible, not before", () => {
    render(
      <LazySection minHeight={300}>
        <p>Section content</p>
      </LazySection>,
    );
    expect(screen.queryByText("Section content")).toBeNull();
    const [observer] = FakeObserver.instances;
    expect(observer?.options.threshold).toBe(0.5);
    expect(lazySectionThreshold).toBe(0.5);
    act(() => observer?.show(false));
    expect(screen.queryByText("Section content")).toBeNull();
    act(() => observer?.show(true));
    expect(screen.getByText("Section content")).toBeTruthy();
  });

  it("load a lazy section's code only once visible", async () => {
    const load = vi.fn(async () => ({ default: () => <p>Loaded section</p> }));
    const Section = lazy(load);
    render(
      <LazySection minHeight={300}>
        <Section />
      </LazySection>,
    );
    expect(load).not.toHaveBeenCalled();
    act(() => FakeObserver.instances[0]?.show());
    expect(await screen.findByText("Loaded section", {}, slow)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("on the home page: popular tests and best sellers appear as they are scrolled to", async () => {
    renderApp("/");
    await screen.findByRole("heading", { name: "Book Test Now" }, slow);
    expect(screen.queryByRole("heading", { name: "Popular Tests" })).toBeNull();
    const sections = () =>
      FakeObserver.instances.filter((o) =>
        o.elements.some((e) => e.classList.contains("lazy-section-placeholder")),
      );
    // The section's observer is made as its placeholder mounts, which may come after the form's
    // heading: showing it before it exists showed nothing (a flake on a busy machine).
    const nextSection = async () => {
      await vi.waitFor(() => expect(sections().length).toBeGreaterThan(0), slow);
      return sections()[0];
    };
    const popular = await nextSection();
    await act(async () => popular?.show());
    expect(await screen.findByRole("heading", { name: "Popular Tests" }, slow)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Best Selling Health Packages" })).toBeNull();
    const bestSellers = await nextSection();
    await act(async () => bestSellers?.show());
    expect(
      await screen.findByRole("heading", { name: "Best Selling Health Packages" }, slow),
    ).toBeTruthy();
    // Three waits of up to `slow` each: the test's own limit must hold them (the first render
    // transforms the home page's modules, slow when the whole suite shares the machine).
  }, 30_000);
});
