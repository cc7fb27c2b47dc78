import { type AddressDraft, type AddressKind, addressKinds } from "../data/checkout.rules.ts";
import { CheckoutField } from "./checkout-field.tsx";

interface AddressSectionProps {
  kind: AddressKind;
  address: AddressDraft;
  errors: Partial<Record<keyof AddressDraft, string>>;
  onKind: (kind: AddressKind) => void;
  onChange: (field: keyof AddressDraft, value: string) => void;
}

const fields: { field: keyof AddressDraft; label: string; hint?: string; numeric?: boolean }[] = [
  { field: "houseOrFlatNum", label: "House / flat number" },
  { field: "area", label: "Area" },
  { field: "landmark", label: "Landmark (optional)" },
  { field: "pincode", label: "Pincode", numeric: true },
  { field: "contactPerson", label: "Contact person" },
  { field: "secondaryContactPerson", label: "Secondary contact person (optional)" },
];

/** Where the sample is collected: one of the three saved address sets, edited here. */
export function AddressSection({ kind, address, errors, onKind, onChange }: AddressSectionProps) {
  return (
    <section className="checkout-section" aria-labelledby="address-title">
      <h2 id="address-title">Collection address</h2>
      <fieldset className="co-fieldset">
        <legend>Address type</legend>
        <div className="co-choices">
          {addressKinds.map((option) => (
            <label key={option.value} className="co-choice">
              <input
                type="radio"
                name="address-kind"
                value={option.value}
                checked={kind === option.value}
                onChange={() => onKind(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="co-grid">
        {fields.map(({ field, label, numeric }) => {
          const id = `address-${field}`;
          return (
            <CheckoutField key={field} id={id} label={label} error={errors[field]}>
              {(described) => (
                <input
                  id={id}
                  value={address[field]}
                  maxLength={numeric ? 6 : 200}
                  inputMode={numeric ? "numeric" : undefined}
                  autoComplete={numeric ? "postal-code" : "off"}
                  onChange={(event) =>
                    onChange(
                      field,
                      numeric ? event.target.value.replace(/\D/g, "") : event.target.value,
                    )
                  }
                  {...described}
                />
              )}
            </CheckoutField>
          );
        })}
      </div>
    </section>
  );
}
