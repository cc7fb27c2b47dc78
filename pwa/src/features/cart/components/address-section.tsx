import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type AddressDraft, type AddressKind, addressKinds } from "../data/checkout.rules.ts";
import { CheckoutField } from "./checkout-field.tsx";
import { addressKindWords } from "./checkout-words.ts";

interface AddressSectionProps {
  kind: AddressKind;
  address: AddressDraft;
  errors: Partial<Record<keyof AddressDraft, string>>;
  onKind: (kind: AddressKind) => void;
  onChange: (field: keyof AddressDraft, value: string) => void;
}

const fields: { field: keyof AddressDraft; label: MessageDescriptor; numeric?: boolean }[] = [
  { field: "houseOrFlatNum", label: msg`House / flat number` },
  { field: "area", label: msg`Area` },
  { field: "landmark", label: msg`Landmark (optional)` },
  { field: "pincode", label: msg`Pincode`, numeric: true },
  { field: "contactPerson", label: msg`Contact person` },
  { field: "secondaryContactPerson", label: msg`Secondary contact person (optional)` },
];

/** Where the sample is collected: one of the three saved address sets, edited here. */
export function AddressSection({ kind, address, errors, onKind, onChange }: AddressSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <section className="checkout-section" aria-labelledby="address-title">
      <h2 id="address-title">{t`Collection address`}</h2>
      <fieldset className="co-fieldset">
        <legend>{t`Address type`}</legend>
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
              {i18n._(addressKindWords[option.value])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="co-grid">
        {fields.map(({ field, label, numeric }) => {
          const id = `address-${field}`;
          return (
            <CheckoutField key={field} id={id} label={i18n._(label)} error={errors[field]}>
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
