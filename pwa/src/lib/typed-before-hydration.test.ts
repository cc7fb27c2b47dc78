import { afterEach, describe, expect, it } from "vitest";
import { keepTypedUntilHydrated } from "./typed-before-hydration.ts";
import { keepTypedByElementUntilHydrated } from "./typed-by-element-before-hydration.ts";

/** A part's prerendered markup: a field without an id and two radio buttons. */
function prerenderedPart() {
  const part = document.createElement("div");
  part.innerHTML = `
    <input class="pincode" value="">
    <input type="radio" name="centre" value="adyar">
    <input type="radio" name="centre" value="velachery">`;
  document.body.append(part);
  const pick = <T extends Element>(selector: string) => part.querySelector(selector) as T;
  return {
    part,
    pincode: pick<HTMLInputElement>(".pincode"),
    adyar: pick<HTMLInputElement>('[value="adyar"]'),
    velachery: pick<HTMLInputElement>('[value="velachery"]'),
  };
}

/** What the app hears once the part is hydrated: each field's events, in order. */
function heard(part: HTMLElement) {
  const events: string[] = [];
  const listen = (event: Event) => {
    const field = event.target as HTMLInputElement;
    events.push(`${event.type} ${field.type === "radio" ? field.value : field.value || "(empty)"}`);
  };
  part.addEventListener("input", listen);
  part.addEventListener("change", listen);
  return events;
}

/** Typing as the browser does it: the value changes, then `input` (and `change`) fire. */
function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
function choose(radio: HTMLInputElement) {
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
}

/** What the browser does between two listeners of a real tap: it runs the microtasks queued. */
async function afterMicrotasks() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("a part hydrating after the page, kept by element", () => {
  it("puts back a field without an id and the radio chosen last, typed before and after it started", async () => {
    const { part, pincode, adyar, velachery } = prerenderedPart();
    type(pincode, "600");
    let hydrate = () => {};
    const hydrated = new Promise<void>((resolve) => {
      hydrate = resolve;
    });
    const kept = keepTypedByElementUntilHydrated(part, hydrated);
    type(pincode, "600020");
    choose(adyar);
    choose(velachery);
    choose(adyar);
    // Hydration sets the fields back to the app's state.
    pincode.value = "";
    adyar.checked = false;
    const events = heard(part);
    hydrate();
    await kept;
    expect(pincode.value).toBe("600020");
    expect(adyar.checked).toBe(true);
    expect(events).toEqual(["input 600020", "input adyar", "change adyar"]);
  });

  it("puts back a radio chosen by the tap that made React hydrate the part", async () => {
    // A tap on a part whose chunk has arrived but which React has not hydrated yet makes React
    // hydrate it inside the tap's click: React's tracker starts from the radio already checked, so
    // the app never hears the choice. The browser runs the microtasks after React's listener, then
    // fires the tap's `change`: the choice must still be noted, and put back.
    const { part, adyar } = prerenderedPart();
    let hydrate = () => {};
    const kept = keepTypedByElementUntilHydrated(
      part,
      new Promise<void>((resolve) => {
        hydrate = resolve;
      }),
    );
    adyar.checked = true; // the tap checks it before its click is dispatched
    hydrate(); // React's click listener hydrates the part; its effect says so
    await afterMicrotasks();
    adyar.dispatchEvent(new Event("change", { bubbles: true })); // the tap's change, after its click
    adyar.checked = false; // the app draws its own state again: no centre chosen
    const events = heard(part);
    await kept;
    expect(adyar.checked).toBe(true);
    expect(events).toEqual(["input adyar", "change adyar"]);
  });

  it("puts nothing back once stopped (the part went before it hydrated)", async () => {
    const { part, pincode } = prerenderedPart();
    const stop = new AbortController();
    const kept = keepTypedByElementUntilHydrated(part, Promise.resolve(), stop.signal);
    type(pincode, "600020");
    stop.abort();
    const events = heard(part);
    await kept;
    expect(events).toEqual([]);
  });

  it("by id (the page's own hydration), still leaves out fields without an id and radio buttons", async () => {
    const { part, pincode, adyar } = prerenderedPart();
    let hydrate = () => {};
    const kept = keepTypedUntilHydrated(
      part,
      new Promise<void>((resolve) => {
        hydrate = resolve;
      }),
    );
    type(pincode, "600020");
    choose(adyar);
    const events = heard(part);
    hydrate();
    await kept;
    expect(events).toEqual([]);
  });

  it("by id: puts back a box ticked by the tap that made React hydrate the page", async () => {
    const part = document.createElement("div");
    part.innerHTML = `<input type="checkbox" id="whatsapp">`;
    document.body.append(part);
    const box = part.querySelector("input") as HTMLInputElement;
    let hydrate = () => {};
    const kept = keepTypedUntilHydrated(
      part,
      new Promise<void>((resolve) => {
        hydrate = resolve;
      }),
    );
    box.checked = true;
    hydrate();
    await afterMicrotasks();
    box.dispatchEvent(new Event("change", { bubbles: true }));
    box.checked = false;
    await kept;
    expect(box.checked).toBe(true);
  });
});
