import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCarousel, heroIntervalMs } from "./hero-carousel.tsx";

const slides = [
  { key: "1", label: "First", content: <p>First slide</p> },
  { key: "2", label: "Second", content: <p>Second slide</p> },
];

/** The visible slide's label ("1 of 2: First"). */
const current = () =>
  document.querySelector(".hero-slide-active")?.getAttribute("aria-label") ?? "none";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the hero carousel", () => {
  it("moves to the next slide every 3000 ms, and wraps around", () => {
    render(<HeroCarousel label="Offers" slides={slides} />);
    expect(heroIntervalMs).toBe(3000);
    expect(current()).toBe("1 of 2: First");
    tick(2999);
    expect(current()).toBe("1 of 2: First");
    tick(1);
    expect(current()).toBe("2 of 2: Second");
    tick(3000);
    expect(current()).toBe("1 of 2: First");
  });

  it("hides the other slides from assistive technology and the keyboard", () => {
    render(<HeroCarousel label="Offers" slides={slides} />);
    const hidden = screen.getByText("Second slide").closest(".hero-slide");
    expect(hidden?.getAttribute("aria-hidden")).toBe("true");
    expect(hidden?.hasAttribute("inert")).toBe(true);
  });

  it("pauses while hovered and while focus is inside", () => {
    render(<HeroCarousel label="Offers" slides={slides} />);
    const carousel = screen.getByRole("region", { name: "Offers" });
    fireEvent.mouseEnter(carousel);
    tick(9000);
    expect(current()).toBe("1 of 2: First");
    fireEvent.mouseLeave(carousel);
    tick(3000);
    expect(current()).toBe("2 of 2: Second");

    fireEvent.focus(screen.getByRole("button", { name: "Next slide" }));
    tick(9000);
    expect(current()).toBe("2 of 2: Second");
  });

  it("has a pause button, previous/next and a button per slide", () => {
    render(<HeroCarousel label="Offers" slides={slides} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause the slideshow" }));
    tick(9000);
    expect(current()).toBe("1 of 2: First");
    fireEvent.click(screen.getByRole("button", { name: "Show slide 2: Second" }));
    expect(current()).toBe("2 of 2: Second");
    expect(
      screen.getByRole("button", { name: "Show slide 2: Second" }).getAttribute("aria-current"),
    ).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe("1 of 2: First");
    fireEvent.click(screen.getByRole("button", { name: "Start the slideshow" }));
    tick(3000);
    expect(current()).toBe("2 of 2: Second");
  });

  it("never moves by itself for people who prefer reduced motion", () => {
    stubReducedMotion(true);
    render(<HeroCarousel label="Offers" slides={slides} />);
    tick(30_000);
    expect(current()).toBe("1 of 2: First");
    expect(screen.queryByRole("button", { name: "Pause the slideshow" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("2 of 2: Second");
  });
});
