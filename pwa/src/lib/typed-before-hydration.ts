/**
 * A prerendered page (docs/decisions/006-prerendered-pages.md) shows its forms before the app runs, and on a slow phone
 * people start typing. Hydration sets every controlled input back to the app's state (empty), so
 * what they typed or ticked would silently vanish. This keeps it: it notes the fields changed
 * before hydration (by id), and once the page is hydrated puts each value back through the
 * field's own `input` (or a click for a checkbox), so the app's handlers clean and store it as if
 * it had just been typed. A list (the header's city) is kept the same way: hydration would set it
 * back to the prerendered city, and the change that should have stored the choice never reached
 * the app. A part whose code arrives after the page's keeps its fields by element instead
 * (typed-by-element-before-hydration.ts), with what this module exports.
 */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && !["file", "hidden", "radio"].includes(target.type));

/** A checkbox, or a radio button (kept by typed-by-element-before-hydration.ts): a click sets it. */
export const isCheckbox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

export const changedFromHtml = (field: Field) => {
  if (isCheckbox(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    // The parser selects the last option marked `selected`, or the first one.
    const byDefault = [...field.options].filter((option) => option.defaultSelected).at(-1);
    return field.value !== (byDefault ?? field.options[0])?.value;
  }
  return field.value !== field.defaultValue;
};

// React keeps a tracker of each field's value, behind an own `value`/`checked` property on the
// element, and calls onChange only for an event whose value differs from it. Hydration starts the
// tracker from what the field holds, which is what was typed, so putting that value back would look
// like no change at all (found when the person kept typing right after hydration: the fields typed
// before it were then cleared). So the tracked property is first set to the opposite (the
// tracker follows), and the value itself through the prototype's setter (the tracker does not).
function setNative(field: Field, property: "value" | "checked", value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
}

/** Puts a value back through the field's own events, once the page is hydrated. */
export function putBack(field: Field, value: string | boolean) {
  if (isCheckbox(field)) {
    if (typeof value !== "boolean") return;
    field.checked = !value;
    field.click(); // toggles (a radio: checks) to `value` and fires the change the app hears
    return;
  }
  if (typeof value !== "string") return;
  if (field instanceof HTMLSelectElement) {
    // React reads a list's choice from its change event alone (no value tracker to fool).
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  field.value = "";
  setNative(field, "value", value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Resolves a task after `hydrated`. A tap on a field that React has not hydrated yet makes React
 * hydrate it inside the tap's click, with its tracker starting from the field as the tap left it:
 * the app never hears that choice. The browser runs the microtasks after React's listener, so
 * `hydrated` resolves there, and only then fires the tap's `change`, in the same task. Waiting for
 * the next task notes that change before anything is put back (pwa/e2e/scan-booking.e2e.test.ts
 * lost a centre chosen in that moment).
 */
export const taskAfter = (hydrated: Promise<void>) =>
  hydrated.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** From now until `hydrated` resolves, remember what is typed into `root`'s fields; then put it
 * back. Resolves once it is back. */
export function keepTypedUntilHydrated(root: HTMLElement, hydrated: Promise<void>): Promise<void> {
  const typed = new Map<string, string | boolean>();
  const note = (target: EventTarget | null) => {
    if (!isField(target) || !target.id || !root.contains(target)) return;
    typed.set(target.id, isCheckbox(target) ? target.checked : target.value);
  };
  for (const field of root.querySelectorAll("input, textarea, select")) {
    if (isField(field) && changedFromHtml(field)) note(field);
  }
  const onEdit = (event: Event) => note(event.target);
  document.addEventListener("input", onEdit, true);
  document.addEventListener("change", onEdit, true);
  return taskAfter(hydrated).then(() => {
    document.removeEventListener("input", onEdit, true);
    document.removeEventListener("change", onEdit, true);
    for (const [id, value] of typed) {
      const field = document.getElementById(id);
      if (isField(field)) putBack(field, value);
    }
  });
}
