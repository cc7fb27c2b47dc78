/**
 * What typed-before-hydration.ts does for the page, for a part that hydrates after it, its code a
 * chunk of its own that may arrive late (the scan's booking form): hydration adopts the part's
 * markup as it is, so its fields are kept by element and need no id, and the radio button chosen
 * is kept too. Its own module so the first load, which keeps only the page's fields, carries none
 * of it (pwa/e2e/first-load.e2e.test.ts).
 */
import {
  changedFromHtml,
  type Field,
  isCheckbox,
  isField,
  putBack,
  taskAfter,
} from "./typed-before-hydration.ts";

const isRadio = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === "radio";

/**
 * From now until `hydrated` resolves, remember what is typed or chosen in `root`; then put it
 * back. `signal` stops keeping and puts nothing back (the part went before it hydrated).
 */
export function keepTypedByElementUntilHydrated(
  root: HTMLElement,
  hydrated: Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const typed = new Map<Field, string | boolean>();
  const note = (target: EventTarget | null) => {
    if (!(target instanceof Node) || !root.contains(target)) return;
    if (isRadio(target)) {
      // Only the radio chosen hears `change`: it alone of its group is put back.
      for (const field of typed.keys()) {
        if (isRadio(field) && field.name === target.name) typed.delete(field);
      }
      if (target.checked) typed.set(target, true);
      return;
    }
    if (!isField(target)) return;
    typed.set(target, isCheckbox(target) ? target.checked : target.value);
  };
  for (const field of root.querySelectorAll("input, textarea, select")) {
    if ((isField(field) || isRadio(field)) && changedFromHtml(field)) note(field);
  }
  const onEdit = (event: Event) => note(event.target);
  const stop = () => {
    document.removeEventListener("input", onEdit, true);
    document.removeEventListener("change", onEdit, true);
  };
  document.addEventListener("input", onEdit, true);
  document.addEventListener("change", onEdit, true);
  signal?.addEventListener("abort", stop);
  return taskAfter(hydrated).then(() => {
    stop();
    if (signal?.aborted) return;
    for (const [field, value] of typed) putBack(field, value);
  });
}
