import { mobileSearchDigits } from "@vyom/catalog/contract";
import { useId } from "react";

/**
 * The admin tables' search (docs/product.md#admin): digits of a mobile number, applied as you type.
 * A pasted +91 or 0 in front of a number is dropped as in every mobile field; part of a number is
 * searched as typed.
 */
export function MobileSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (digits: string) => void;
}) {
  const id = useId();
  return (
    // A div with the role, not <search>: older Safari and the test DOM do not know that element.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div role="search" className="admin-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Mobile number"
        value={value}
        onChange={(event) => onChange(mobileSearchDigits(event.target.value))}
      />
    </div>
  );
}
