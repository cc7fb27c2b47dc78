import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useCallback, useId, useState } from "react";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { useAutoplay } from "./use-autoplay.ts";

/** docs/product.md#home: the hero carousel moves every 3000 ms. */
export const heroIntervalMs = 3_000;

export interface CarouselSlide {
  /** Keeps the slide's element when its label changes (the hero relabels slides once the
   * screen size is known, after hydration: the first slide's image must stay the same element). */
  key: string;
  /** Names the slide for the slide picker ("Show slide 2: Home Sample Collection"). */
  label: string;
  content: ReactNode;
}

function ControlIcon({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill={filled ? "currentColor" : "none"}
        stroke={filled ? "none" : "currentColor"}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * An auto-rotating carousel after the WAI-ARIA APG pattern: it pauses while hovered or while
 * focus is inside it, never moves for people who prefer reduced motion, and has a visible
 * pause/play button, previous/next buttons and one button per slide. Hidden slides are inert.
 */
export function HeroCarousel({
  label,
  slides,
}: {
  label: string;
  slides: readonly CarouselSlide[];
}) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const id = useId();
  const { t } = useLingui();
  const count = slides.length;
  const current = Math.min(index, count - 1);

  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = () => setIndex((i) => (i - 1 + count) % count);
  const rotating = !stopped && !reducedMotion && count > 1;
  useAutoplay(next, {
    intervalMs: heroIntervalMs,
    running: rotating && !hovered && !focused,
    restartKey: current,
  });

  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="hero-slides"
        id={`${id}-slides`}
        // Announce slide changes only when the person moves the slides themselves.
        aria-live={rotating ? "off" : "polite"}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
          <div
            key={slide.key}
            className={i === current ? "hero-slide hero-slide-active" : "hero-slide"}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${i + 1} of ${count}: ${slide.label}`}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="hero-controls">
          {reducedMotion ? null : (
            <button
              type="button"
              className="hero-control"
              aria-label={stopped ? t`Start the slideshow` : t`Pause the slideshow`}
              onClick={() => setStopped((value) => !value)}
            >
              <ControlIcon d={stopped ? "M8 5v14l11-7z" : "M7 5h4v14H7zM13 5h4v14h-4z"} filled />
            </button>
          )}
          <button
            type="button"
            className="hero-control"
            aria-controls={`${id}-slides`}
            aria-label={t`Previous slide`}
            onClick={previous}
          >
            <ControlIcon d="M15 5l-7 7 7 7" />
          </button>
          <div className="hero-dots">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className="hero-dot"
                aria-controls={`${id}-slides`}
                aria-label={t`Show slide ${i + 1}: ${slide.label}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero-control"
            aria-controls={`${id}-slides`}
            aria-label={t`Next slide`}
            onClick={next}
          >
            <ControlIcon d="M9 5l7 7-7 7" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
