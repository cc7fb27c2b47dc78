/**
 * The inline capture script (catalog's taps-before-hydration.ts) run as the prerendered page runs
 * it, with a listener on #root standing in for React (which listens there from `hydrateRoot` on,
 * before the page is hydrated): what is tapped before the replay reaches the app exactly once.
 */
import { cartAddsKey, tapsBeforeHydrationScript } from "@vyom/catalog";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pendingCartAdds } from "@/db/pending-cart-adds.ts";
import { replayTapsBeforeHydration } from "./taps-before-hydration.ts";

let seen: string[];
const noteAtRoot = (event: Event) => {
  const target = event.target as Element;
  seen.push(`${event.type} ${target.id}`);
  // As React does: the app handles submits itself.
  if (event.type === "submit") event.preventDefault();
};

beforeEach(() => {
  seen = [];
  document.body.innerHTML = `
    <div id="root">
      <a class="header-cart" href="/cart" aria-label="Cart, 0 items"><span class="cart-badge"></span></a>
      <button id="add-cbc" type="button" data-cart-add="test:1000001">Add to cart CBC</button>
      <button id="add-premium" type="button" data-cart-add="healthPackage:71001">Add to cart</button>
      <button id="add" type="button">Add to cart <span id="add-label">CBC</span></button>
      <button id="menu" type="button">Menu</button>
      <div id="fake" role="button">Fake button</div>
      <a id="link" href="#cart">Cart</a>
      <p id="text">Some text</p>
      <form id="book"><input id="name" name="name"><button id="book-now">Book Now</button></form>
      <form id="search"><input id="query" name="q"></form>
    </div>`;
  const root = document.getElementById("root");
  root?.addEventListener("click", noteAtRoot);
  root?.addEventListener("submit", noteAtRoot);
  // The page runs it once, as an inline script in its <head>.
  new Function(tapsBeforeHydrationScript)();
});

afterEach(() => {
  window.vyomTaps?.();
  delete window.vyomTaps;
  localStorage.clear();
});

const click = (id: string) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.getElementById(id)?.dispatchEvent(event);
  return event;
};

describe("taps before hydration", () => {
  it("holds a button's click back from the app and replays it once, after", () => {
    const event = click("add-label");
    expect(event.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    replayTapsBeforeHydration();
    expect(seen).toEqual(["click add"]);
    // The capture is gone: a tap now reaches the app once, directly.
    click("add");
    expect(seen).toEqual(["click add", "click add"]);
    expect(window.vyomTaps).toBeUndefined();
  });

  it("replays each control once, in the order first tapped", () => {
    click("menu");
    click("add");
    click("menu");
    click("fake");
    replayTapsBeforeHydration();
    expect(seen).toEqual(["click menu", "click add", "click fake"]);
  });

  it("leaves links and plain text alone", () => {
    expect(click("link").defaultPrevented).toBe(false);
    expect(click("text").defaultPrevented).toBe(false);
    expect(seen).toEqual(["click link", "click text"]);
    replayTapsBeforeHydration();
    expect(seen).toEqual(["click link", "click text"]);
  });

  it("holds a submit button's click (no native submit) and replays it as one submit", () => {
    const event = click("book-now");
    expect(event.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    replayTapsBeforeHydration();
    expect(seen).toEqual(["click book-now", "submit book"]);
  });

  it("holds a submit without a button (Enter in a lone field) and replays it", () => {
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    document.getElementById("search")?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    replayTapsBeforeHydration();
    expect(seen).toEqual(["submit search"]);
  });

  it("skips a control the app has replaced since (Add to cart that became Added)", () => {
    click("add");
    click("menu");
    document.getElementById("add")?.remove();
    replayTapsBeforeHydration();
    expect(seen).toEqual(["click menu"]);
  });

  it("does nothing on a page without the script (the shell)", () => {
    window.vyomTaps?.();
    delete window.vyomTaps;
    expect(() => replayTapsBeforeHydration()).not.toThrow();
    expect(seen).toEqual([]);
  });

  it("journals an Add to cart at once and counts it in the badge, never replaying it", () => {
    const badge = () => [
      document.querySelector(".header-cart")?.getAttribute("aria-label"),
      document.querySelector(".cart-badge")?.textContent,
    ];
    expect(click("add-cbc").defaultPrevented).toBe(true);
    expect(badge()).toEqual(["Cart, 1 item", "1"]);
    // The same button again is the same add; another item counts.
    click("add-cbc");
    expect(badge()).toEqual(["Cart, 1 item", "1"]);
    click("add-premium");
    expect(badge()).toEqual(["Cart, 2 items", "2"]);
    expect(pendingCartAdds()).toEqual(["test:1000001", "healthPackage:71001"]);
    expect(seen).toEqual([]);
    replayTapsBeforeHydration();
    expect(seen).toEqual([]);
  });

  it("starts a new journal over one it cannot read", () => {
    localStorage.setItem(cartAddsKey, "{not json");
    click("add-cbc");
    expect(pendingCartAdds()).toEqual(["test:1000001"]);
  });

  it("holds an Add to cart for the replay when storage refuses the journal", () => {
    const refusing = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    click("add-cbc");
    refusing.mockRestore();
    expect(document.querySelector(".cart-badge")?.textContent).toBe("");
    replayTapsBeforeHydration();
    expect(seen).toEqual(["click add-cbc"]);
  });
});
