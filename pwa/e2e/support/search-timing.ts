import type { Page } from "playwright-core";

declare global {
  interface Window {
    /** Set by `timeSearchResult`: ms from the last key to the awaited result, once it is there. */
    __vyomSearchShown?: Promise<number>;
  }
}

/**
 * Times, inside the page, how long a search result takes to appear after the last key: from the
 * last `input` event on the page to the frame in which a result link named `name` is in the DOM.
 * Measured by the page's own clock, so the figure is what a person waits and not the test's
 * round trips to the browser, which on a loaded CI host added half a second of their own. Call it
 * before typing; `elapsed` waits for the result (the caller's own wait gives the clear timeout).
 */
export async function timeSearchResult(
  page: Page,
  name: string,
): Promise<{ elapsed: () => Promise<number> }> {
  await page.evaluate((resultName) => {
    window.__vyomSearchShown = new Promise<number>((resolve) => {
      let lastKeyAt: number | undefined;
      const onInput = () => {
        lastKeyAt = performance.now();
      };
      document.addEventListener("input", onInput, { capture: true });
      const shown = () =>
        Array.from(document.querySelectorAll("a.test-search-name")).some(
          (link) => (link.textContent ?? "").replace(/\s+/g, " ").trim() === resultName,
        );
      const observer = new MutationObserver(() => {
        const typedAt = lastKeyAt;
        if (typedAt === undefined || !shown()) return;
        observer.disconnect();
        document.removeEventListener("input", onInput, { capture: true });
        // The frame that paints the result.
        requestAnimationFrame(() => resolve(performance.now() - typedAt));
      });
      observer.observe(document.documentElement, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  }, name);
  return {
    elapsed: () =>
      page.evaluate(() => {
        const shown = window.__vyomSearchShown;
        if (!shown) throw new Error("timeSearchResult was not started on this page");
        return shown;
      }),
  };
}
